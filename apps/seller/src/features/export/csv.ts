import { csvAmount, toCsv, type CalculationReport, type ReportValue } from '@margin/core';

// The CSV writer lives in core (packages/core/src/csv/write.ts), shared with the CSV tools' exports.
export { csvAmount, csvField, toCsv, UTF8_BOM } from '@margin/core';

/** The columns of a calculation CSV: amounts and percentages are plain numbers, each unit in its own column. */
export const REPORT_CSV_HEADER = ['Section', 'Item', 'Amount', 'Currency', 'Percent (%)', 'Text'] as const;

/** The Amount, Currency, Percent (%) and Text cells of one value. */
function valueCells(value: ReportValue, currency: string): string[] {
  switch (value.kind) {
    case 'money':
      return [csvAmount(value.amount, currency), currency, '', ''];
    case 'percent':
      return ['', '', value.amount.toFixed(2), ''];
    case 'text':
      return ['', '', '', value.text];
  }
}

/**
 * The calculation as one row per line, under its section's title: money as numbers with the currency code
 * beside them and the margin as a number of percent, so a spreadsheet can add them up; words in the Text column.
 */
export function reportCsv(report: CalculationReport, generatedOn: string): string {
  const text = (section: string, item: string, value: string) => [section, item, '', '', '', value];
  const rows: string[][] = [
    [...REPORT_CSV_HEADER],
    text('Report', 'Report', `${report.title}, ${report.place}`),
    text('Report', 'Date', generatedOn),
    ['Report', report.headline.label, ...valueCells(report.headline.value, report.currency)],
  ];
  for (const section of report.sections) {
    for (const line of section.lines) {
      rows.push([section.title, line.label, ...valueCells(line.value, report.currency)]);
    }
  }
  for (const source of report.sources) rows.push(text('Sources', source.label, source.url));
  return toCsv(rows);
}
