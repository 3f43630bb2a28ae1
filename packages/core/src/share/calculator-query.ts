// The calculator's query string (core spec §2.4): input field names, `country` and `mode`, and the short names
// of the shared view's 'Open in Calculator' link (snapshot.ts). A module of its own and zod-free on purpose: the
// seller app reads it on its first screen, and the share snapshot's code stays out of that first download.
import type { TCalculationInput } from '../fees/schemas';
import { findCountry } from '../countries/countries';
import { MAX_PRODUCT_NAME_LENGTH } from '../records/limits';
import { isSafeText, isSingleLine } from '../text-rules';

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
  'name',
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
  const name = params.get('name')?.trim();
  if (name && name.length <= MAX_PRODUCT_NAME_LENGTH && isSafeText(name) && isSingleLine(name))
    prefill.product_name = name;

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
  if (input.product_name) params.set('name', input.product_name);
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
