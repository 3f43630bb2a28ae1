/**
 * Our CSV templates (docs/MARKETPLACE-CSV.md, "Our templates"): snake_case columns and two example rows. The
 * pricing audit's is also the cost sheet the calculator page offers, so a seller who fills it in can audit it.
 */
export interface CsvTemplate {
  fileName: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export const PRICING_AUDIT_TEMPLATE: CsvTemplate = {
  fileName: 'margin-cost-sheet.csv',
  columns: ['listing_title', 'current_price', 'quantity', 'base_cost'],
  rows: [
    ['Hand-thrown stoneware mug', '28.00', '12', '9.50'],
    ['Linen tea towel, set of 2', '24.00', '30', '7.25'],
  ],
};

/** A cell as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The template as a file: header, example rows, CRLF line ends (what spreadsheets write). */
export function templateCsv(template: CsvTemplate): string {
  return [template.columns, ...template.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The bulk price updater's template: the bulk price item's inputs (title, price, costs). quantity is the stock on
 * hand; shipping_price is what the buyer pays for shipping, shipping_to_you what the seller pays to receive supplies.
 */
export const LISTINGS_TEMPLATE: CsvTemplate = {
  fileName: 'margin-listings-template.csv',
  columns: [
    'title',
    'sku',
    'current_price',
    'quantity',
    'shipping_price',
    'material_cost',
    'packaging_cost',
    'shipping_to_you',
  ],
  rows: [
    ['Hand-thrown stoneware mug', 'MUG-01', '28.00', '12', '6.00', '8.00', '1.00', '0.50'],
    ['Linen tea towel, set of 2', 'TOWEL-02', '24.00', '30', '4.50', '6.00', '0.75', '0.50'],
  ],
};

/**
 * The orders analysis' template: one row per item line; order-level amounts (shipping, discounts, tax, gift wrap,
 * postage_cost: what the seller paid for the order's shipping label) repeat on each line of an order.
 */
export const ORDERS_TEMPLATE: CsvTemplate = {
  fileName: 'margin-orders-template.csv',
  columns: [
    'order_id',
    'order_date',
    'item_title',
    'variant',
    'sku',
    'quantity',
    'item_price',
    'shipping_revenue',
    'shipping_discount',
    'discount_amount',
    'sales_tax',
    'gift_wrap',
    'cost_per_item',
    'offsite_ads',
    'postage_cost',
  ],
  rows: [
    [
      '1001',
      '2026-03-14',
      'Hand-thrown stoneware mug',
      'Blue',
      'MUG-01',
      '2',
      '28.00',
      '6.00',
      '0.00',
      '5.60',
      '4.48',
      '0.00',
      '9.50',
      'no',
      '4.50',
    ],
    [
      '1001',
      '2026-03-14',
      'Linen tea towel, set of 2',
      '',
      'TOWEL-02',
      '1',
      '24.00',
      '6.00',
      '0.00',
      '5.60',
      '4.48',
      '0.00',
      '7.25',
      'no',
      '4.50',
    ],
  ],
};
