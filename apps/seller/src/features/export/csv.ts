import { t } from '@lingui/core/macro';
import { csvAmount, toCsv, type CalculationReport, type ReportValue } from '@margin/core';

// The CSV writer lives in core (packages/core/src/csv/write.ts), shared with the CSV tools' exports.
export { csvAmount, csvField, toCsv, UTF8_BOM } from '@margin/core';

/**
 * The columns of a calculation CSV, named in the language on screen: amounts and percentages are plain numbers,
 * each unit in its own column, in this order.
 */
export function reportCsvHeader(): string[] {
  return [
    t`Section`,
    t({ message: 'Item', context: 'report line' }),
    t`Amount`,
    t`Currency`,
    t`Percent (%)`,
    t`Text`,
  ];
}

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
 * beside them and the margin as a number of percent, so a spreadsheet can add them up (numbers stay '1234.56'
 * in every language: spreadsheets read that form whatever their own); words in the Text column, in the report's
 * language.
 */
export function reportCsv(report: CalculationReport, generatedOn: string): string {
  const text = (section: string, item: string, value: string) => [section, item, '', '', '', value];
  const heading = t({ message: 'Report', comment: 'A CSV export: the section and row naming the report' });
  const rows: string[][] = [
    reportCsvHeader(),
    text(heading, heading, `${report.title}, ${report.place}`),
    text(heading, t`Date`, generatedOn),
    [heading, report.headline.label, ...valueCells(report.headline.value, report.currency)],
  ];
  for (const section of report.sections) {
    for (const line of section.lines) {
      rows.push([section.title, line.label, ...valueCells(line.value, report.currency)]);
    }
  }
  const sources = t`Sources`;
  for (const source of report.sources) rows.push(text(sources, source.label, source.url));
  return toCsv(rows);
}
