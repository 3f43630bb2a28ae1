// Input limits, in a module of their own so the engine (which the seller app bundles) can read them without
// loading the zod schemas.

/** Largest amount any money field accepts (major units): far above any handmade order, well inside exact maths. */
export const MAX_AMOUNT = 1_000_000;
export const MAX_ANNUAL_REVENUE = 1_000_000_000;
export const MAX_QUANTITY = 10_000;
/** Highest VAT rate the calculator accepts, in percent (core spec §5). */
export const MAX_VAT_RATE = 50;
/** Highest percentage for the discount and the optional charges. */
export const MAX_PERCENT = 100;
/** Money has 2 decimals on input; percentages up to 4 (0.3200%). */
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 4;

/** Whether `value` has at most `decimals` decimal places, allowing for binary floating point (0.1 + 0.2). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
