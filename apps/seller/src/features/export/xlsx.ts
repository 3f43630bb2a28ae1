import { t } from '@lingui/core/macro';
import { valueText, type CalculationReport, type ReportValue } from '@margin/core';
import { BRAND } from './brand';
import { buildXlsx, moneyFormatCode, type XlsxCell } from './xlsx-writer';

export {
  buildXlsx,
  columnName,
  moneyFormatCode,
  sheetXml,
  xmlEscape,
  type XlsxCell,
  type XlsxSheet,
} from './xlsx-writer';

/**
 * The calculation as a sheet: money and the margin stay numbers, so the seller can keep calculating with them
 * (the spreadsheet shows them in its own language); the words are the report's.
 */
export function reportXlsx(report: CalculationReport, generatedOn: string, created: Date): Uint8Array {
  const text = (value: string, bold = false): XlsxCell => ({ text: value, bold });
  const cell = (value: ReportValue, bold = false) => cellFor(value, report.currency, report.locale, bold);
  const rows: XlsxCell[][] = [
    [text(`${BRAND} - ${report.title}`, true)],
    [text(report.place), text(generatedOn)],
    [],
    [text(report.headline.label, true), cell(report.headline.value, true)],
    [text(t`Profit Margin`), cell(report.headline.margin)],
  ];
  for (const section of report.sections) {
    rows.push([], [text(section.title, true)]);
    for (const line of section.lines) {
      const total = line.role === 'total';
      rows.push([text(line.label, total), cell(line.value, total)]);
    }
  }
  rows.push([], [text(t`Sources`, true)]);
  for (const source of report.sources) rows.push([text(source.label), text(source.url)]);
  // Labels run longer in German than in English: the label column widens to the longest (the title row spills
  // into empty cells anyway), within reason.
  const labels = rows.slice(1).map((row) => (row[0] && 'text' in row[0] ? row[0].text.length : 0));
  const longest = Math.max(36, ...labels);
  return buildXlsx(
    {
      name: t({
        message: 'Calculation',
        comment: 'The sheet name of the Excel export (at most 31 characters)',
      }),
      columns: [Math.min(longest, 60), 18],
      rows,
      moneyFormat: moneyFormatCode(report.currency),
    },
    created,
  );
}

function cellFor(value: ReportValue, currency: string, locale: string | undefined, bold = false): XlsxCell {
  switch (value.kind) {
    case 'money':
      return { number: value.amount, format: 'money', bold };
    case 'percent':
      // Excel's percent format multiplies by 100: 12.34% is stored as 0.1234.
      return { number: Number((value.amount / 100).toFixed(6)), format: 'percent' };
    case 'text':
      return { text: valueText(value, currency, locale), bold };
  }
}
