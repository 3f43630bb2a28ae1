import { valueText, type CalculationReport } from '@margin/core';

/** Excel only reads a CSV as UTF-8 (and so prints £ and €) when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field. A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading single quote, so a product name or note can never become a formula on the seller's machine;
 * quotes are doubled and the field is quoted when it holds a comma, quote or line break.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
