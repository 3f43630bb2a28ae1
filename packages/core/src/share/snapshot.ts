// The share snapshot of core spec §3 ("calc"), and the shared view's short 'Open in Calculator' link to it.
// The calculator's own query string, which reads that link too, is calculator-query.ts.
import type {
  TCalculationInput,
  TCalculationMode,
  TCalculationRequest,
  TCalculationResult,
} from '../fees/schemas';
import { findCountry } from '../countries/countries';

export const SHARE_VERSION = 1;
export const SHARE_EXPIRY_DAYS = 30;
/** Longest note a seller can attach to a share. */
export const MAX_SHARE_NOTE_LENGTH = 1000;

/** The optional charges of docs/FEES.md, kept with the snapshot so a shared result can be recomputed exactly. */
export type ShareCharges = {
  regulatory_fee_rate?: number | null;
  vat_on_fees_rate?: number | null;
  currency_conversion_rate?: number | null;
  international_processing_rate?: number | null;
};

export type ShareResults = {
  netProfit: number;
  profitMargin: number;
  totalFees: number;
  transactionFee: number;
  processingFee: number;
};

/**
 * core spec §3 "Share snapshot (calc)". Money in major units of `currency`. A type alias, not an interface, so
 * it is assignable to JSON value types (it is stored as JSON as it is).
 */
export type ShareSnapshot = {
  mode: TCalculationMode;
  /** Beyond the spec's shape: what the calculation is about, when the seller named it. */
  product_name?: string;
  currency: string;
  country: string;
  price: number;
  shipping: number;
  costs: { product: number; printing: number; packaging: number; additional: number };
  fees: {
    offsite_ads: boolean;
    annual_revenue: number;
    gift_wrap: number;
    marketing_ads: number;
    vat_rate: number;
    vat_included: boolean;
    /** Beyond the spec's shape: the optional charges (absent or null = off). */
    charges?: ShareCharges;
  };
  options: { free_shipping: boolean; discount_rate: number };
  target: { profit: number | null; margin: number | null };
  quantity: number;
  notes: string;
  results: ShareResults | null;
  version: typeof SHARE_VERSION;
  timestamp: string;
};

/** What a stored share answers (GET /api/shares/{id}). */
export interface StoredShare {
  calc: ShareSnapshot;
  created_at: string;
  view_count: number;
  expires_at: string | null;
}

const num = (value: number | null | undefined): number => value ?? 0;
const rate = (value: number | null | undefined): number | null => (value ? value : null);

/**
 * The snapshot of one calculation: the inputs as the seller gave them, and the headline results.
 * `price` is the price the result is for, so a reverse calculation's answer is kept too.
 */
export function snapshotFromCalculation(
  input: TCalculationInput,
  result: TCalculationResult | null,
  notes = '',
  now: Date = new Date(),
): ShareSnapshot {
  const country = findCountry(input.country ?? 'US') ?? findCountry('US')!;
  const mode = input.mode ?? 'forward';
  const charges: ShareCharges = {
    regulatory_fee_rate: rate(input.regulatory_fee_rate),
    vat_on_fees_rate: rate(input.vat_on_fees_rate),
    currency_conversion_rate: rate(input.currency_conversion_rate),
    international_processing_rate: rate(input.international_processing_rate),
  };
  const hasCharges = Object.values(charges).some((value) => value !== null);
  return {
    mode,
    ...(input.product_name ? { product_name: input.product_name } : {}),
    currency: country.currency,
    country: country.code,
    price: result ? result.sellingPrice : num(input.selling_price),
    shipping: num(input.shipping_cost),
    costs: {
      product: num(input.product_cost),
      printing: num(input.printing_cost),
      packaging: num(input.packaging_cost),
      additional: num(input.additional_costs),
    },
    fees: {
      offsite_ads: input.has_offsite_ads ?? false,
      annual_revenue: num(input.annual_revenue),
      gift_wrap: num(input.gift_wrap_cost),
      marketing_ads: num(input.marketing_ads_cost),
      vat_rate: num(input.vat_rate),
      vat_included: input.vat_included ?? false,
      ...(hasCharges ? { charges } : {}),
    },
    options: { free_shipping: input.free_shipping ?? false, discount_rate: num(input.discount_rate) },
    target: {
      profit: mode === 'reverse' ? (input.target_profit ?? null) : null,
      margin: mode === 'reverse' ? (input.target_margin ?? null) : null,
    },
    quantity: input.quantity ?? 1,
    notes: notes.slice(0, MAX_SHARE_NOTE_LENGTH),
    results: result ? resultsOf(result) : null,
    version: SHARE_VERSION,
    timestamp: now.toISOString(),
  };
}

export function resultsOf(result: TCalculationResult): ShareResults {
  return {
    netProfit: result.profitAnalysis.netProfit,
    profitMargin: result.profitAnalysis.profitMargin,
    totalFees: result.feeBreakdown.totalFees,
    transactionFee: result.feeBreakdown.transactionFee,
    processingFee: result.feeBreakdown.processingFee,
  };
}

/**
 * The snapshot as a forward calculation at its price: what the server recomputes before storing a share,
 * so a shared link never shows numbers the engine would not give.
 */
export function forwardRequestFromSnapshot(snapshot: ShareSnapshot): TCalculationRequest {
  const charges = snapshot.fees.charges;
  return {
    mode: 'forward',
    country: snapshot.country,
    product_name: snapshot.product_name ?? null,
    selling_price: snapshot.price,
    shipping_cost: snapshot.shipping,
    product_cost: snapshot.costs.product,
    printing_cost: snapshot.costs.printing,
    packaging_cost: snapshot.costs.packaging,
    additional_costs: snapshot.costs.additional,
    gift_wrap_cost: snapshot.fees.gift_wrap,
    marketing_ads_cost: snapshot.fees.marketing_ads,
    has_offsite_ads: snapshot.fees.offsite_ads,
    annual_revenue: snapshot.fees.annual_revenue,
    vat_rate: snapshot.fees.vat_rate,
    vat_included: snapshot.fees.vat_included,
    free_shipping: snapshot.options.free_shipping,
    discount_rate: snapshot.options.discount_rate,
    quantity: snapshot.quantity,
    regulatory_fee_rate: charges?.regulatory_fee_rate ?? null,
    vat_on_fees_rate: charges?.vat_on_fees_rate ?? null,
    currency_conversion_rate: charges?.currency_conversion_rate ?? null,
    international_processing_rate: charges?.international_processing_rate ?? null,
  };
}

/**
 * The shared view's 'Open in Calculator' query (core spec §2.10): m, price, ship, curr, country, prod, print,
 * pack, add, oa (1 or 0), qty, with the defaults written out so the link says what it means. The spec's short list
 * would drop the discount, VAT, gift wrap and the reverse target, and the calculator would then show different
 * numbers from the share, so whatever else the snapshot sets follows under the calculator's own field names.
 */
export function openInCalculatorQuery(snapshot: ShareSnapshot): string {
  const params = new URLSearchParams({
    m: snapshot.mode || 'forward',
    price: String(snapshot.price),
    ship: String(snapshot.shipping),
    curr: snapshot.currency || 'USD',
    country: snapshot.country || 'US',
    prod: String(snapshot.costs.product),
    print: String(snapshot.costs.printing),
    pack: String(snapshot.costs.packaging),
    add: String(snapshot.costs.additional),
    oa: snapshot.fees.offsite_ads ? '1' : '0',
    qty: String(snapshot.quantity || 1),
  });
  const extra: [string, number | boolean | null | undefined][] = [
    ['discount_rate', snapshot.options.discount_rate],
    ['free_shipping', snapshot.options.free_shipping],
    ['vat_rate', snapshot.fees.vat_rate],
    ['vat_included', snapshot.fees.vat_included],
    ['gift_wrap_cost', snapshot.fees.gift_wrap],
    ['marketing_ads_cost', snapshot.fees.marketing_ads],
    ['annual_revenue', snapshot.fees.annual_revenue],
    ['target_profit', snapshot.target.profit],
    ['target_margin', snapshot.target.margin],
    ['regulatory_fee_rate', snapshot.fees.charges?.regulatory_fee_rate],
    ['vat_on_fees_rate', snapshot.fees.charges?.vat_on_fees_rate],
    ['currency_conversion_rate', snapshot.fees.charges?.currency_conversion_rate],
    ['international_processing_rate', snapshot.fees.charges?.international_processing_rate],
  ];
  for (const [name, value] of extra) {
    if (value === true) params.set(name, 'true');
    else if (typeof value === 'number' && value > 0) params.set(name, String(value));
  }
  if (snapshot.product_name) params.set('name', snapshot.product_name);
  return `?${params.toString()}`;
}
