import { LISTINGS_TEMPLATE, ORDERS_TEMPLATE, PRICING_AUDIT_TEMPLATE } from './templates';

/**
 * Which file a header row belongs to, and where each field the tools use sits in it (docs/MARKETPLACE-CSV.md).
 * Header names are compared by `headerKey`: case, spacing, punctuation and a byte-order mark do not matter.
 * Columns no tool needs (buyer names, addresses) are not in any table, so they never leave the parser.
 */
export type CsvFormat =
  | 'audit_template'
  | 'listings_template'
  | 'orders_template'
  | 'etsy_sold_order_items'
  | 'etsy_sold_orders'
  | 'etsy_listings';

export interface CsvField {
  /** The field's name in a parsed row. */
  field: string;
  /** Header names that mean this field; the first is the one messages show. */
  names: readonly string[];
  required: boolean;
}

export interface CsvFormatSpec {
  format: CsvFormat;
  label: string;
  fields: readonly CsvField[];
}

// Made once (esbuild writes a `\p{...}` literal for Node as `new RegExp(...)` where it stands).
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** 'Sale Date', 'sale_date', ' SALE-DATE ', '\uFEFFSaleDate' -> 'saledate'. */
export function headerKey(name: string): string {
  return String(name).normalize('NFKC').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
}

function field(name: string, names: readonly string[], required = false): CsvField {
  return { field: name, names, required };
}

/** A template's own columns, each its own field name; `extra` adds tolerated variants. */
function templateFields(
  columns: readonly string[],
  required: readonly string[],
  extra: Readonly<Record<string, readonly string[]>> = {},
): CsvField[] {
  return columns.map((column) =>
    field(column, [column, ...(extra[column] ?? [])], required.includes(column)),
  );
}

export const CSV_FORMATS: readonly CsvFormatSpec[] = [
  {
    format: 'audit_template',
    label: 'The pricing audit template',
    fields: templateFields(PRICING_AUDIT_TEMPLATE.columns, ['listing_title', 'current_price'], {
      listing_title: ['title'],
      base_cost: ['cost', 'cost_per_item'],
    }),
  },
  {
    format: 'listings_template',
    label: 'The listings template',
    fields: templateFields(LISTINGS_TEMPLATE.columns, ['title', 'current_price'], {
      title: ['listing_title'],
    }),
  },
  {
    format: 'orders_template',
    label: 'The orders template',
    fields: templateFields(ORDERS_TEMPLATE.columns, ['order_id', 'item_title', 'quantity', 'item_price'], {
      variant: ['variation', 'variations'],
      offsite_ads: ['offsite_ads_fee_applies'],
      postage_cost: ['postage', 'label_cost', 'shipping_label_cost'],
    }),
  },
  {
    format: 'etsy_sold_order_items',
    label: "The marketplace's sold order items export",
    fields: [
      field('sale_date', ['Sale Date'], true),
      field('item_name', ['Item Name'], true),
      field('quantity', ['Quantity'], true),
      field('price', ['Price'], true),
      field('coupon_code', ['Coupon Code']),
      field('coupon_details', ['Coupon Details']),
      field('discount_amount', ['Discount Amount']),
      field('shipping_discount', ['Shipping Discount']),
      field('order_shipping', ['Order Shipping', 'Shipping']),
      field('order_sales_tax', ['Order Sales Tax', 'Sales Tax']),
      field('item_total', ['Item Total']),
      field('currency', ['Currency']),
      field('transaction_id', ['Transaction ID']),
      field('listing_id', ['Listing ID']),
      field('date_paid', ['Date Paid']),
      field('date_shipped', ['Date Shipped']),
      field('order_id', ['Order ID'], true),
      field('variations', ['Variations']),
      field('order_type', ['Order Type']),
      field('listings_type', ['Listings Type']),
      field('payment_type', ['Payment Type']),
      field('inperson_discount', ['InPerson Discount']),
      // Older files; the doc does not say whether it held the same figure as InPerson Discount, so it stays apart.
      field('inperson_sale', ['InPerson Sale']),
      field('inperson_location', ['InPerson Location']),
      field('vat_paid_by_buyer', ['VAT Paid by Buyer']),
      field('sku', ['SKU']),
    ],
  },
  {
    format: 'etsy_sold_orders',
    label: "The marketplace's sold orders export",
    fields: [
      field('sale_date', ['Sale Date'], true),
      field('order_id', ['Order ID'], true),
      field('number_of_items', ['Number of Items'], true),
      field('payment_method', ['Payment Method']),
      field('date_shipped', ['Date Shipped']),
      field('currency', ['Currency']),
      field('order_value', ['Order Value'], true),
      field('coupon_code', ['Coupon Code']),
      field('coupon_details', ['Coupon Details']),
      field('discount_amount', ['Discount Amount']),
      field('shipping_discount', ['Shipping Discount']),
      field('shipping', ['Shipping']),
      field('sales_tax', ['Sales Tax']),
      field('order_total', ['Order Total']),
      field('status', ['Status']),
      field('card_processing_fees', ['Card Processing Fees']),
      field('order_net', ['Order Net']),
      field('adjusted_order_total', ['Adjusted Order Total']),
      field('adjusted_card_processing_fees', ['Adjusted Card Processing Fees']),
      field('adjusted_net_order_amount', ['Adjusted Net Order Amount']),
      field('order_type', ['Order Type']),
      field('payment_type', ['Payment Type']),
      field('inperson_discount', ['InPerson Discount']),
      field('inperson_location', ['InPerson Location']),
      field('sku', ['SKU']),
    ],
  },
  {
    format: 'etsy_listings',
    label: "The marketplace's listings export",
    fields: [
      field('title', ['TITLE'], true),
      field('price', ['PRICE'], true),
      field('currency_code', ['CURRENCY_CODE']),
      field('quantity', ['QUANTITY']),
      field('sku', ['SKU']),
      field('variation_1_type', ['VARIATION 1 TYPE']),
      field('variation_1_name', ['VARIATION 1 NAME']),
      field('variation_1_values', ['VARIATION 1 VALUES']),
      field('variation_2_type', ['VARIATION 2 TYPE']),
      field('variation_2_name', ['VARIATION 2 NAME']),
      field('variation_2_values', ['VARIATION 2 VALUES']),
    ],
  },
];

export const ALL_CSV_FORMATS: readonly CsvFormat[] = CSV_FORMATS.map((spec) => spec.format);

export function csvFormatSpec(format: CsvFormat): CsvFormatSpec {
  const spec = CSV_FORMATS.find((candidate) => candidate.format === format);
  if (!spec) throw new Error(`Unknown CSV format ${format}`);
  return spec;
}

/** The header names a format cannot do without, as the messages show them. */
export function requiredColumns(format: CsvFormat): string[] {
  return csvFormatSpec(format)
    .fields.filter((f) => f.required)
    .map((f) => f.names[0] as string);
}

export interface RecognisedHeader {
  ok: true;
  format: CsvFormat;
  label: string;
  /** field -> index of its column (the first one, when a file repeats a header). */
  columns: Record<string, number>;
  /** Header cells no field of the format claimed (extra columns are normal). */
  ignoredColumns: string[];
}

export interface UnrecognisedHeader {
  ok: false;
  /** The allowed format whose required columns this header comes closest to having. */
  closest: CsvFormat;
  /** Its required columns the header lacks. */
  missing: string[];
  /** For each allowed format, the columns it needs. */
  needs: { format: CsvFormat; label: string; columns: string[] }[];
  message: string;
}

export type HeaderRecognition = RecognisedHeader | UnrecognisedHeader;

function matchFormat(keys: readonly string[], spec: CsvFormatSpec) {
  const columns: Record<string, number> = {};
  const claimed = new Set<number>();
  // A column under a field's own name counts double an alias, so 'title,current_price' is the listings template
  // (its own names) rather than the audit template (which accepts 'title' only as a variant of listing_title).
  let score = 0;
  for (const f of spec.fields) {
    const wanted = new Set(f.names.map(headerKey));
    const index = keys.findIndex((key, i) => !claimed.has(i) && wanted.has(key));
    if (index >= 0) {
      columns[f.field] = index;
      claimed.add(index);
      score += keys[index] === headerKey(f.names[0] as string) ? 2 : 1;
    }
  }
  const missing = spec.fields
    .filter((f) => f.required && !(f.field in columns))
    .map((f) => f.names[0] as string);
  return { columns, claimed, missing, score };
}

/** Which of `formats` (all by default; earlier ones win ties) this header row is, with its column map. */
export function recogniseHeader(
  header: readonly string[],
  formats: readonly CsvFormat[] = ALL_CSV_FORMATS,
): HeaderRecognition {
  const keys = header.map(headerKey);
  const specs = formats.map(csvFormatSpec);
  let best: (ReturnType<typeof matchFormat> & { spec: CsvFormatSpec }) | undefined;
  let closest: (ReturnType<typeof matchFormat> & { spec: CsvFormatSpec }) | undefined;
  for (const spec of specs) {
    const match = { ...matchFormat(keys, spec), spec };
    if (match.missing.length === 0 && (!best || match.score > best.score)) best = match;
    if (!closest || match.missing.length < closest.missing.length) closest = match;
  }
  if (best) {
    const { claimed } = best;
    return {
      ok: true,
      format: best.spec.format,
      label: best.spec.label,
      columns: best.columns,
      ignoredColumns: header.filter((_, i) => !claimed.has(i)),
    };
  }
  const needs = specs.map((spec) => ({
    format: spec.format,
    label: spec.label,
    columns: requiredColumns(spec.format),
  }));
  const fallback = closest ?? {
    spec: csvFormatSpec('audit_template'),
    missing: requiredColumns('audit_template'),
  };
  return {
    ok: false,
    closest: fallback.spec.format,
    missing: fallback.missing,
    needs,
    message: missingColumnsMessage(needs),
  };
}

/** "The file's columns were not recognised. The listings template needs the columns title, current_price. ..." */
export function missingColumnsMessage(needs: UnrecognisedHeader['needs']): string {
  const parts = needs.map((need) => `${need.label} needs the columns ${need.columns.join(', ')}`);
  return `The file's columns were not recognised. ${parts.join('. ')}.`;
}

/** How many leading rows may sit above the header (a title line a spreadsheet added). */
export const HEADER_SCAN_ROWS = 5;

/** The first of the leading rows that is a recognised header, or the verdict on the first row. */
export function findHeader(
  rows: readonly (readonly string[])[],
  formats: readonly CsvFormat[] = ALL_CSV_FORMATS,
): { headerIndex: number; recognition: HeaderRecognition } {
  const first = recogniseHeader(rows[0] ?? [], formats);
  if (first.ok) return { headerIndex: 0, recognition: first };
  for (let i = 1; i < Math.min(rows.length, HEADER_SCAN_ROWS); i += 1) {
    const recognition = recogniseHeader(rows[i] as readonly string[], formats);
    if (recognition.ok) return { headerIndex: i, recognition };
  }
  return { headerIndex: 0, recognition: first };
}
