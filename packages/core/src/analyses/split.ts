/**
 * An order's amount shared among its items in proportion to their value, in whole minor units that add up
 * exactly to the amount (largest remainder: each share is rounded down, and the units left over go to the
 * items with the largest fractions, the earlier item first on a tie). Written by hand: it is a few lines, and
 * no kept library splits integers this way.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  if (n === 1) return [amount]; // most orders hold one item line
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  // Items of no value (free items, a 100% discount) share equally rather than not at all.
  const used = total > 0 ? weights.map((w) => Math.max(0, w)) : weights.map(() => 1);
  const sum = total > 0 ? total : n;
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  const shares: number[] = [];
  const remainders: number[] = [];
  let given = 0;
  for (const weight of used) {
    // whole * weight stays a safe integer for any order the engine accepts (amounts up to 10^10 minor units,
    // values up to 10^11); BigInt beyond that keeps it exact.
    const product = whole * weight;
    const [share, rest] =
      product <= Number.MAX_SAFE_INTEGER
        ? [(product - (product % sum)) / sum, product % sum]
        : ((): [number, number] => {
            const big = BigInt(whole) * BigInt(weight);
            return [Number(big / BigInt(sum)), Number(big % BigInt(sum))];
          })();
    shares.push(share);
    remainders.push(rest);
    given += share;
  }
  // Most orders split with nothing left over (no discount at all): the remainders need no ranking then.
  if (given < whole) {
    const order = remainders.map((rest, i) => [rest, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (let k = 0; k < whole - given; k += 1) {
      const index = (order[k] as readonly [number, number])[1];
      shares[index] = (shares[index] as number) + 1;
    }
  }
  return sign < 0 ? shares.map((share) => -share) : shares;
}
