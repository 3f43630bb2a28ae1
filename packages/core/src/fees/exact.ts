/**
 * Exact integer arithmetic for money (docs/FEES.md "Money"). Amounts are integers in minor units; rates are
 * integers in parts per million of the amount (6.5% = 65_000 ppm), which is exact for every rate in the data
 * tables (basis points) and for any percentage a seller types with up to four decimals.
 * Plain numbers are used while the intermediate product is a safe integer; BigInt only beyond that, so the
 * common case stays fast and the rare huge order stays exact.
 */
export const PPM = 1_000_000;

export function bpToPpm(bp: number): number {
  return bp * 100;
}

/** 6.5 (percent) -> 65_000 ppm. Inputs are validated to at most four decimals, so this is exact. */
export function percentToPpm(percent: number): number {
  return Math.round(percent * 10_000);
}

export function ppmToPercent(ppm: number): number {
  return ppm / 10_000;
}

function floorDivSafe(x: number, y: number): number {
  // Float division of two safe integers can land on the next integer; the remainder check corrects it.
  let q = Math.floor(x / y);
  const r = x - q * y;
  if (r < 0) q -= 1;
  else if (r >= y) q += 1;
  return q;
}

/** round_half_up(a * b / c) for integers a, b >= 0 and c > 0. */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const doubled = 2 * a * b + c;
  if (doubled <= Number.MAX_SAFE_INTEGER) return floorDivSafe(doubled, 2 * c);
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/** ceil(a * b / c) for integers a, b >= 0 and c > 0. */
export function mulDivCeil(a: number, b: number, c: number): number {
  const product = a * b;
  if (product <= Number.MAX_SAFE_INTEGER) return -floorDivSafe(-product, c);
  const big = BigInt(a) * BigInt(b);
  const bc = BigInt(c);
  return Number((big + bc - 1n) / bc);
}

/** Sign of a*b - c*d for integers, exactly. */
export function compareProducts(a: number, b: number, c: number, d: number): -1 | 0 | 1 {
  const left = a * b;
  const right = c * d;
  if (Math.abs(left) <= Number.MAX_SAFE_INTEGER && Math.abs(right) <= Number.MAX_SAFE_INTEGER) {
    return left === right ? 0 : left > right ? 1 : -1;
  }
  const diff = BigInt(a) * BigInt(b) - BigInt(c) * BigInt(d);
  return diff === 0n ? 0 : diff > 0n ? 1 : -1;
}

/**
 * round(numerator / denominator, 2 decimals) for display of a percentage, half away from zero, computed
 * from integers so 57.895 shows as 57.90 and not 57.89.
 */
export function ratioPercent2dp(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const hundredths = mulDivHalfUp(Math.abs(numerator), 10_000, Math.abs(denominator));
  return (sign * hundredths) / 100;
}

export function toMinor(major: number, minorDigits: number): number {
  return Math.round(major * 10 ** minorDigits);
}

export function toMajor(minor: number, minorDigits: number): number {
  return minor / 10 ** minorDigits;
}
