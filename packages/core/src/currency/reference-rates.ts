/**
 * The euro reference rates (units per 1 EUR, as the European Central Bank publishes them every working day) turned
 * into the product's rates table (units per 1 USD). The division is done on integers so that the derived table is
 * the same on every machine: each rate is EUR rate / USD rate, rounded half-up to 6 decimals.
 */

export interface EurReferenceRates {
  /** The publication day, YYYY-MM-DD. */
  date: string;
  /** Currency code to units per 1 EUR, as decimal strings; EUR itself is 1. */
  rates: Record<string, string>;
}

const USD_DECIMALS = 6;

function scaled(text: string): { digits: bigint; decimals: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal rate: ${text}`);
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1] + fraction), decimals: fraction.length };
}

/** `eurRate / usdPerEur`, half-up to 6 decimals, as a decimal string ("0.851716"). */
export function usdRateFromEur(eurRate: string, usdPerEur: string): string {
  const a = scaled(eurRate);
  const b = scaled(usdPerEur);
  if (b.digits === 0n) throw new Error('The USD reference rate is zero');
  // (A / 10^da) / (B / 10^db) * 10^6 = A * 10^(db + 6) / (B * 10^da)
  const numerator = a.digits * 10n ** BigInt(b.decimals + USD_DECIMALS);
  const denominator = b.digits * 10n ** BigInt(a.decimals);
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  const text = rounded.toString().padStart(USD_DECIMALS + 1, '0');
  return `${text.slice(0, -USD_DECIMALS)}.${text.slice(-USD_DECIMALS)}`;
}

/** Units per 1 USD for every currency of `reference`; refuses a table without a USD rate. */
export function usdRatesFromEur(reference: Record<string, string>): Record<string, string> {
  const usdPerEur = reference.USD;
  if (usdPerEur === undefined) throw new Error('The reference rates have no USD rate');
  return Object.fromEntries(
    Object.entries({ ...reference, EUR: reference.EUR ?? '1' }).map(([code, rate]) => [
      code,
      code === 'USD' ? '1' : usdRateFromEur(rate, usdPerEur),
    ]),
  );
}

/**
 * Reads the ECB's daily reference-rate file (eurofxref-daily.xml): one dated `Cube` holding a `Cube` per currency
 * with `currency` and `rate` attributes. The file is a flat list of attribute pairs in a fixed layout, so two
 * regular expressions read it where an XML library would add a dependency for the same result; anything
 * unexpected is refused rather than guessed.
 */
export function readEcbDailyXml(xml: string): EurReferenceRates {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!date) throw new Error('The reference-rate file has no dated rates');
  const rates: Record<string, string> = { EUR: '1' };
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]\s*\/>/g)) {
    rates[match[1]!] = match[2]!;
  }
  if (Object.keys(rates).length < 2) throw new Error('The reference-rate file lists no currency');
  return { date, rates };
}
