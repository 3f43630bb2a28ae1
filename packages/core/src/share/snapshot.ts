// The share snapshot of core spec §3 ("calc"), and the two URL forms a calculation travels in: the
// calculator's own query string (input field names) and the shared view's short 'Open in Calculator' form.
// Zod-free on purpose: the seller app imports this on its first screen.
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
  return `?${params.toString()}`;
}

/** Form values a query string asks for; only what it names. */
export type CalculatorPrefill = Partial<TCalculationInput> & { currency?: string };

const NUMBER_FIELDS = [
  'selling_price',
  'product_cost',
  'printing_cost',
  'packaging_cost',
  'additional_costs',
  'shipping_cost',
  'gift_wrap_cost',
  'marketing_ads_cost',
  'quantity',
  'discount_rate',
  'vat_rate',
  'annual_revenue',
  'target_profit',
  'target_margin',
  'regulatory_fee_rate',
  'vat_on_fees_rate',
  'currency_conversion_rate',
  'international_processing_rate',
] as const;
const BOOLEAN_FIELDS = ['free_shipping', 'vat_included', 'has_offsite_ads'] as const;
/** The short names of the shared view's link, and the input field each stands for. */
const SHORT_NAMES = {
  price: 'selling_price',
  ship: 'shipping_cost',
  prod: 'product_cost',
  print: 'printing_cost',
  pack: 'packaging_cost',
  add: 'additional_costs',
  qty: 'quantity',
  oa: 'has_offsite_ads',
} as const;

/** Every query parameter the calculator reads; a page takes these out of the address once it has used them. */
export const CALCULATOR_QUERY_PARAMS: readonly string[] = [
  ...Object.keys(SHORT_NAMES),
  ...NUMBER_FIELDS,
  ...BOOLEAN_FIELDS,
  'm',
  'mode',
  'country',
  'curr',
];

function parseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  return undefined;
}

/**
 * Reads a calculator query string (core spec §2.4): input field names, `country` and `mode`, and the shared
 * view's short names (`m`, `price`, `ship`, ...). A value that does not parse is ignored, as the spec says.
 * Returns null when the query names nothing the calculator knows, so the page does not auto-calculate.
 */
export function prefillFromQuery(search: string | URLSearchParams): CalculatorPrefill | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prefill: Record<string, unknown> = {};
  const read = (name: string, field: string) => {
    const text = params.get(name);
    if (text === null) return;
    const parsed = (BOOLEAN_FIELDS as readonly string[]).includes(field)
      ? parseBoolean(text)
      : parseNumber(text);
    if (parsed !== undefined)
      prefill[field] = field === 'quantity' ? Math.max(1, Math.trunc(Number(parsed))) : parsed;
  };
  for (const [short, field] of Object.entries(SHORT_NAMES)) read(short, field);
  // The long names win over the short ones when a link carries both.
  for (const field of [...NUMBER_FIELDS, ...BOOLEAN_FIELDS]) read(field, field);

  const mode = (params.get('mode') ?? params.get('m'))?.trim().toLowerCase();
  if (mode === 'forward' || mode === 'reverse') prefill.mode = mode;
  const country = params.get('country')?.trim().toUpperCase();
  if (country && findCountry(country)) prefill.country = country;
  const currency = params.get('curr')?.trim().toUpperCase();
  if (currency && /^[A-Z]{3}$/.test(currency)) prefill.currency = currency;

  return Object.keys(prefill).length > 0 ? prefill : null;
}

/**
 * The calculator's own link for a calculation (the results panel's 'Copy Link'): input field names, `country`
 * and `mode`, only the fields that are set, so prefillFromQuery reads back exactly these inputs.
 */
export function calculatorQueryFromInput(input: TCalculationInput): string {
  const params = new URLSearchParams();
  params.set('mode', input.mode ?? 'forward');
  params.set('country', input.country ?? 'US');
  for (const field of NUMBER_FIELDS) {
    const value = input[field];
    if (typeof value === 'number') params.set(field, String(value));
  }
  for (const field of BOOLEAN_FIELDS) {
    const value = input[field];
    if (typeof value === 'boolean') params.set(field, value ? 'true' : 'false');
  }
  return `?${params.toString()}`;
}
