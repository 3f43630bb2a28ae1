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
