import { z } from 'zod';
import { COUNTRIES, findCountry } from '../countries/countries';
import { MAX_PRODUCT_NAME_LENGTH } from '../records/limits';
import { safeLine, safeText } from '../text';

import {
  hasAtMostDecimals,
  MAX_AMOUNT,
  MAX_ANNUAL_REVENUE,
  MAX_PERCENT,
  MAX_QUANTITY,
  MAX_VAT_RATE,
  MONEY_DECIMALS,
  PERCENT_DECIMALS,
} from './limits';

const numberField = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') });

/**
 * The one money rule, for the calculator and the share snapshot alike: an amount in major units (e.g. 12.5),
 * not negative, at most `max`, with at most 2 decimals.
 */
export const moneySchema = (max = MAX_AMOUNT) =>
  numberField()
    .min(0, 'cannot be negative')
    .max(max, `must be at most ${max.toLocaleString('en-US')}`)
    .refine(
      (v) => hasAtMostDecimals(v, MONEY_DECIMALS),
      `must have at most ${MONEY_DECIMALS} decimal places`,
    );

/** The one percentage rule (calculator and share snapshot): e.g. 6.5, from 0 to `max`, at most 4 decimals. */
export const percentSchema = (max: number, maxMessage = `must be at most ${max}`) =>
  numberField()
    .min(0, 'cannot be negative')
    .max(max, maxMessage)
    .refine(
      (v) => hasAtMostDecimals(v, PERCENT_DECIMALS),
      `must have at most ${PERCENT_DECIMALS} decimal places`,
    );

/** A calculator amount: empty (null or absent) counts as 0. */
const money = (max = MAX_AMOUNT) => moneySchema(max).nullish();

/** A calculator percentage: empty counts as 0 (or "off" for the optional charges). */
const percent = (max: number, maxMessage?: string) => percentSchema(max, maxMessage).nullish();

const flag = () => z.boolean({ error: 'must be true or false' }).nullish();

export const ZCalculationModeSchema = z.enum(['forward', 'reverse']);
export type TCalculationMode = z.infer<typeof ZCalculationModeSchema>;

/**
 * One calculation request: the spec's calculation input fields (snake_case, money in major units) plus country
 * and mode, and the optional charges of docs/FEES.md (each off unless its rate is given). Used by the API, the
 * REST docs and the seller's form alike.
 */
export const ZCalculationInputSchema = z
  .object({
    mode: ZCalculationModeSchema.default('forward'),
    country: safeText()
      .transform((code) => code.toUpperCase())
      .refine((code) => findCountry(code) !== undefined, {
        message: `must be one of ${COUNTRIES.map((c) => c.code).join(', ')}`,
      })
      .default('US'),
    product_name: safeLine()
      .trim()
      .max(MAX_PRODUCT_NAME_LENGTH, `must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`)
      .nullish()
      .describe('Optional: what the calculation is about; titles the results, exports and shares'),
    selling_price: money().describe('Price of one item (forward mode)'),
    product_cost: money().describe('Materials or product cost per item'),
    printing_cost: money().describe('Printing cost per item'),
    packaging_cost: money().describe('Packaging cost per item'),
    additional_costs: money().describe('Other costs per item'),
    shipping_cost: money().describe(
      'Per order: charged to the buyer (unless free shipping) and paid to the carrier',
    ),
    gift_wrap_cost: money().describe('Per order: charged to the buyer and spent by the seller'),
    marketing_ads_cost: money().describe('Ad spend attributed to this order'),
    quantity: numberField()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY.toLocaleString('en-US')}`)
      .nullish()
      .describe('Items in the order (default 1)'),
    discount_rate: percent(MAX_PERCENT).describe('Percent off the items, not shipping'),
    free_shipping: flag(),
    vat_rate: percent(MAX_VAT_RATE),
    vat_included: flag().describe('VAT is inside the price (true) or added at checkout (false)'),
    has_offsite_ads: flag().describe('The order came through an offsite ad'),
    annual_revenue: money(MAX_ANNUAL_REVENUE).describe(
      'Trailing 365-day revenue in the seller currency; decides the offsite ads rate',
    ),
    target_profit: money().describe('Reverse mode: the profit wanted on the order'),
    target_margin: percent(99.99, 'must be below 100').describe(
      'Reverse mode: the margin wanted, in percent',
    ),
    regulatory_fee_rate: percent(MAX_PERCENT).describe(
      'Optional charge, percent of the order amount; empty = off',
    ),
    vat_on_fees_rate: percent(MAX_PERCENT).describe(
      'Optional charge: VAT on the marketplace fees; empty = off',
    ),
    regulatory_fee: flag().describe(
      "Charge the regulatory operating fee of the seller's country (data table rate) when regulatory_fee_rate is not given",
    ),
    vat_on_fees: flag().describe(
      "Charge the seller country's VAT on the marketplace fees (data table rate) when vat_on_fees_rate is not given",
    ),
    vat_registered: flag().describe(
      'The seller is VAT-registered: VAT on the marketplace fees is reverse-charged, so no line is added',
    ),
    shipping_label_cost: money().describe(
      'Per order: a shipping label bought from the marketplace, a cost (not a fee)',
    ),
    currency_conversion_rate: percent(MAX_PERCENT).describe(
      'Optional charge, percent of the buyer total when listing and payout currencies differ; empty = off',
    ),
    international_processing_rate: percent(MAX_PERCENT).describe(
      'Optional charge: the processing rate a buyer abroad pays, when above the domestic rate; empty = off',
    ),
  })
  .superRefine((input, ctx) => {
    if (input.mode !== 'reverse') return;
    const profit = input.target_profit ?? null;
    const margin = input.target_margin ?? null;
    if (profit === null && margin === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['target_profit'],
        message: 'is required in reverse mode (or give target_margin)',
      });
    } else if (profit !== null && margin !== null && profit > 0 && margin > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['target_margin'],
        message: 'give either target_profit or target_margin, not both',
      });
    }
  });
export type TCalculationInput = z.input<typeof ZCalculationInputSchema>;
export type TCalculationRequest = z.output<typeof ZCalculationInputSchema>;

const amount = () => z.number().describe('Major units of the result currency, e.g. 1.89');

const ZChargeLineSchema = z.object({
  id: z.enum(['regulatory_fee', 'currency_conversion', 'international_processing', 'vat_on_fees']),
  label: z.string(),
  amount: amount(),
  formula: z.string(),
});
export type TChargeLine = z.infer<typeof ZChargeLineSchema>;

/** The spec's calculation result, money in major units, plus the currency and the optional-charge lines. */
export const ZCalculationResultSchema = z.object({
  mode: ZCalculationModeSchema,
  country: z.string(),
  currency: z.string(),
  productName: z.string().optional().describe('The product_name given, when one was'),
  sellingPrice: amount(),
  quantity: z.number().int(),
  target: z
    .object({ kind: z.enum(['profit', 'margin']), value: z.number() })
    .nullable()
    .describe('What reverse mode solved for; null in forward mode'),
  revenueBreakdown: z.object({
    grossRevenue: amount(),
    listingFee: amount(),
    transactionFee: amount(),
    paymentProcessingFee: amount(),
    offsiteAdsFee: amount(),
    additionalCharges: z.array(ZChargeLineSchema).describe('Optional charges above 0, each its own line'),
    totalMarketplaceFees: amount(),
    vatAmount: amount(),
    netRevenue: amount(),
  }),
  costBreakdown: z.object({
    productCost: amount(),
    shippingCost: amount(),
    marketingAdsCost: amount(),
    shippingLabelCost: amount()
      .optional()
      .describe('Shipping labels bought from the marketplace, when given'),
    totalCosts: amount(),
  }),
  profitAnalysis: z.object({
    netProfit: amount(),
    profitMargin: z.number().describe('Percent, 2 decimals'),
  }),
  feeBreakdown: z.object({ totalFees: amount(), transactionFee: amount(), processingFee: amount() }),
  insights: z.object({
    breakEvenPrice: amount().nullable().describe('Smallest price with profit >= 0; null when none exists'),
    biggestCost: z.string(),
    feeStructure: z.string(),
  }),
  formulas: z.object({
    listingFee: z.string(),
    transactionFee: z.string(),
    paymentProcessingFee: z.string(),
    offsiteAdsFee: z.string().nullable(),
    profitCalculation: z.string(),
  }),
  sources: z.object({ etsyFeeBasics: z.url(), paymentProcessing: z.url(), offsiteAds: z.url() }),
});
export type TCalculationResult = z.infer<typeof ZCalculationResultSchema>;

/** GET /api/rates: the dated snapshot, units of each currency per 1 USD. */
export const ZExchangeRatesSchema = z.object({
  base: z.string(),
  as_of: z.iso.date(),
  source: z.string(),
  source_url: z.url(),
  rates: z.record(z.string(), z.number()).describe('Currency code to units per 1 USD'),
});

/** GET /api/marketplace-fees/{currency}: rates as fractions (0.065 = 6.5%), amounts in major units. */
export const ZMarketplaceFeesSchema = z.object({
  currency: z.string(),
  country: z.string().describe('Country whose payment processing rates apply'),
  listing_fee: z.number().describe('Per item, converted from 0.20 USD'),
  transaction_fee_rate: z.number(),
  payment_processing_rate: z.number(),
  payment_processing_fixed: z.number(),
  offsite_ads_rate: z.number(),
  offsite_ads_reduced_rate: z.number(),
  offsite_ads_cap: z.number(),
  checked_on: z.iso.date(),
});

export const ZCalculationTrackSchema = z.object({
  mode: ZCalculationModeSchema,
  country: safeText()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
});
