// Input limits, in a module of their own so the engine (which the seller app bundles) can read them without
// loading the zod schemas.

/** Largest amount any money field accepts (major units): far above any handmade order, well inside exact maths. */
export const MAX_AMOUNT = 1_000_000;
export const MAX_ANNUAL_REVENUE = 1_000_000_000;
export const MAX_QUANTITY = 10_000;
