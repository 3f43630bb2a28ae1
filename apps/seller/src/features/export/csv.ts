import { CURRENCIES, valueText, type CalculationReport } from '@margin/core';

/** Excel only reads a CSV as UTF-8 (and so prints £ and €) when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A plain negative amount as formatMoney and the percentages print it ("-$5.00", "-CHF 1,200.50", "-12.50%"):
 * one of our currency symbols at most, then digits. Nothing in it can call a function or reach another cell.
 */
const NEGATIVE_AMOUNT = new RegExp(
  `^-(?:(?:${CURRENCIES.map((c) => escapeRegExp(c.symbol)).join('|')}) ?)?\\d[\\d,]*(?:\\.\\d+)?%?$`,
);

/**
 * One CSV field. A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading single quote, so a product name or note can never become a formula on the seller's machine;
 * a loss or other negative amount is left as it is, so it reads "-$5.00" and not "'-$5.00". Quotes are doubled
 * and the field is quoted when it holds a comma, quote or line break.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NEGATIVE_AMOUNT.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text (CRLF line ends, as RFC 4180 and Excel expect), with the UTF-8 mark in front. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The calculation as label,value rows: every line of every section, under its section's title. */
export function reportCsv(report: CalculationReport, generatedOn: string): string {
  const rows: string[][] = [
    ['Label', 'Value'],
    ['Report', `${report.title}, ${report.place}`],
    ['Date', generatedOn],
    [report.headline.label, valueText(report.headline.value, report.currency)],
  ];
  for (const section of report.sections) {
    rows.push([section.title, '']);
    for (const line of section.lines) rows.push([line.label, valueText(line.value, report.currency)]);
  }
  rows.push(['Sources', '']);
  for (const source of report.sources) rows.push([source.label, source.url]);
  return toCsv(rows);
}
