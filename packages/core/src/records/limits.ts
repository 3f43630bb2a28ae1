// Limits of what a seller keeps on the server (advanced spec §5), in one place that the forms, the
// zod schemas and the routers all read.

/** Longest product name, on a product row and on a sales record. */
export const MAX_PRODUCT_NAME_LENGTH = 200;
/** Rows of the multi-product table one seller may keep. */
export const MAX_PRODUCTS_PER_SELLER = 500;
/** Sales records one seller may keep. */
export const MAX_SALES_RECORDS_PER_SELLER = 100_000;
/** Units on one sales record. */
export const MAX_SALE_QUANTITY = 10_000;
/** The first day a sale may be dated. */
export const EARLIEST_SALE_DATE = '2000-01-01';
/** Analytics window in calendar months: the spec's 6 by default, up to two years. */
export const DEFAULT_ANALYTICS_MONTHS = 6;
export const MAX_ANALYTICS_MONTHS = 24;
/** Desired margin of a product row, in percent (spec default 30; 95 and over doubles the cost). */
export const DEFAULT_DESIRED_MARGIN = 30;
export const MAX_DESIRED_MARGIN = 100;
