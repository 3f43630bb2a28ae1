import { z } from 'zod';
import { findCurrency } from '../countries/countries';
import { moneySchema, percentSchema } from '../fees/schemas';
import { safeLine, safeText } from '../text';
import { addDays, isIsoDay, isoDay } from './dates';
import {
  DEFAULT_DESIRED_MARGIN,
  EARLIEST_SALE_DATE,
  MAX_DESIRED_MARGIN,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SALE_QUANTITY,
} from './limits';

/** A three-letter currency code the app supports, as records and their queries carry it. */
export const currencySchema = safeText()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
  .refine((code) => findCurrency(code) !== undefined, 'is not a supported currency');

/** A SKU as sellers write them in the marketplace's listing form (it allows 32 characters). */
export const MAX_PRODUCT_SKU_LENGTH = 32;
const productSku = () =>
  safeLine().trim().max(MAX_PRODUCT_SKU_LENGTH, `must be at most ${MAX_PRODUCT_SKU_LENGTH} characters`);

const productName = () =>
  safeLine({ error: 'is required' })
    .trim()
    .max(MAX_PRODUCT_NAME_LENGTH, `must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`);

/**
 * A sale's day: a real calendar day, not before 2000 and not in the future. "Future" allows one day past UTC's
 * today, because a seller east of Greenwich is already on tomorrow's date.
 */
const saleDay = safeText({ error: 'is required' })
  .refine(isIsoDay, 'must be a date written as YYYY-MM-DD')
  .refine((day) => day >= EARLIEST_SALE_DATE, 'cannot be before 1 January 2000')
  .refine((day) => day <= addDays(isoDay(new Date()), 1), 'cannot be in the future');

/** A record's id as the server gave it. */
export const ZRecordIdSchema = safeText({ error: 'is required' })
  .min(1, 'is required')
  .max(64, 'is not valid');

// ---------------------------------------------------------------------------------------------------------
// Sales records (advanced spec §3 "Sales record (sent)", §5 "Sales form")
// ---------------------------------------------------------------------------------------------------------

const saleFields = {
  date: saleDay,
  product_name: productName().min(1, 'is required'),
  selling_price: moneySchema(),
  total_costs: moneySchema(),
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_SALE_QUANTITY, `must be at most ${MAX_SALE_QUANTITY.toLocaleString('en-US')}`),
  currency: currencySchema,
};

/** One sale as the Add Sales form and POST /api/sales send it; money in major units. */
export const ZSalesRecordInputSchema = z.object({
  ...saleFields,
  /** The seller's calculator currency; USD when not sent (the spec's default currency). */
  currency: saleFields.currency.default('USD'),
});
export type TSalesRecordInput = z.input<typeof ZSalesRecordInputSchema>;

/** Orders one call may add to the sales records; the app sends a larger file's orders in several calls. */
export const MAX_SALES_IMPORT_BATCH = 1_000;

/**
 * Orders from the orders analysis, added to the seller's sales records ('Add these orders to my sales records').
 * Each carries a key ("order:<the file's order id>"): an order already imported under its key is not added again,
 * so importing the same file twice adds nothing.
 */
export const ZSalesImportSchema = z.object({
  records: z
    .array(
      z.object({
        ...saleFields,
        import_key: safeLine({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
      }),
    )
    .min(1, 'must hold at least one order')
    .max(
      MAX_SALES_IMPORT_BATCH,
      `must hold at most ${MAX_SALES_IMPORT_BATCH.toLocaleString('en-US')} orders`,
    ),
});
export type TSalesImport = z.input<typeof ZSalesImportSchema>;
export type TSalesImportRecord = TSalesImport['records'][number];

export const ZSalesImportResultSchema = z.object({
  /** Records added by this call. */
  added: z.number().int(),
  /** Orders skipped because their key was imported before. */
  already_imported: z.number().int(),
});
export type TSalesImportResult = z.infer<typeof ZSalesImportResultSchema>;

/**
 * A correction of one record: its id and the fields that change. The currency is not among them: the amounts
 * are kept in its minor unit, so a record in another currency is a new record.
 */
export const ZSalesRecordUpdateSchema = z
  .object(saleFields)
  .omit({ currency: true })
  .partial()
  .extend({ id: ZRecordIdSchema });
export type TSalesRecordUpdate = z.input<typeof ZSalesRecordUpdateSchema>;

export const ZSalesRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  product_name: z.string(),
  selling_price: z.number(),
  total_costs: z.number(),
  quantity: z.number().int(),
  currency: z.string(),
  /** selling_price × quantity − total_costs, exact in the currency's minor unit. */
  profit: z.number(),
  created_at: z.string(),
});
export type TSalesRecord = z.infer<typeof ZSalesRecordSchema>;

export const ZSalesListInputSchema = z
  .object({
    limit: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(50),
    /** The id of the last record of the previous page. */
    cursor: ZRecordIdSchema.optional(),
  })
  .default({ limit: 50 });

export const ZSalesListSchema = z.object({
  items: z.array(ZSalesRecordSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});
export type TSalesList = z.infer<typeof ZSalesListSchema>;

// ---------------------------------------------------------------------------------------------------------
// Product rows (advanced spec §3 "Product row", core spec §2.6)
// ---------------------------------------------------------------------------------------------------------

/** The product row's fields, each as the form and the API check it; money in major units, margin in percent. */
const productFields = {
  /** May be empty: the spec saves it as 'Unnamed Product'. */
  name: productName(),
  /** The listing's SKU, so the CSV tools can match the product to an export's row by SKU before title. */
  sku: productSku(),
  product_cost: moneySchema(),
  printing_cost: moneySchema(),
  shipping_cost: moneySchema(),
  packaging_cost: moneySchema(),
  additional_costs: moneySchema(),
  desired_margin: percentSchema(MAX_DESIRED_MARGIN),
  selling_price: moneySchema(),
  currency: currencySchema,
};

/** Every field of the spec's product row except id and isNew (POST /api/products); what is left out is 0. */
export const ZProductInputSchema = z.object({
  ...productFields,
  name: productFields.name.default(''),
  sku: productFields.sku.default(''),
  product_cost: productFields.product_cost.default(0),
  printing_cost: productFields.printing_cost.default(0),
  shipping_cost: productFields.shipping_cost.default(0),
  packaging_cost: productFields.packaging_cost.default(0),
  additional_costs: productFields.additional_costs.default(0),
  desired_margin: productFields.desired_margin.default(DEFAULT_DESIRED_MARGIN),
  currency: productFields.currency.default('USD'),
});
export type TProductInput = z.input<typeof ZProductInputSchema>;

/**
 * A correction: the id and only the fields that change (no defaults, so nothing unsent is reset). The currency
 * is set when the row is saved, as for sales records.
 */
export const ZProductUpdateSchema = z
  .object(productFields)
  .omit({ currency: true })
  .partial()
  .extend({ id: ZRecordIdSchema });
export type TProductUpdate = z.input<typeof ZProductUpdateSchema>;

export const ZProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  product_cost: z.number(),
  printing_cost: z.number(),
  shipping_cost: z.number(),
  packaging_cost: z.number(),
  additional_costs: z.number(),
  desired_margin: z.number(),
  selling_price: z.number(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProduct = z.infer<typeof ZProductSchema>;
