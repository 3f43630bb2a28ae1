import { CURRENCIES, minorDigits, type CalculationReport, type ReportValue } from '@margin/core';

/** Excel only reads a CSV as UTF-8 (and so prints £ and €) when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A plain negative number or amount: a loss as reportCsv writes it ("-5.00"), or as formatMoney and the
 * percentages print it ("-$5.00", "-CHF 1,200.50", "-12.50%"): one of our currency symbols at most, then digits. Nothing in it can call a function or reach another cell.
 */
const NEGATIVE_AMOUNT = new RegExp(
  `^-(?:(?:${CURRENCIES.map((c) => escapeRegExp(c.symbol)).join('|')}) ?)?\\d[\\d,]*(?:\\.\\d+)?%?$`,
);

/**
 * One CSV field. A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading single quote, so a product name or note can never become a formula on the seller's machine;
 * a loss or other negative amount is left as it is, so it stays the number -5.00 and not the text "'-5.00". Quotes are doubled
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

/** The columns of a calculation CSV: amounts and percentages are plain numbers, each unit in its own column. */
export const REPORT_CSV_HEADER = ['Section', 'Item', 'Amount', 'Currency', 'Percent (%)', 'Text'] as const;

/**
 * A money amount as a spreadsheet reads a number: the currency's decimals ("2.65", "1234" for KRW), a point,
 * no symbol and no thousands separators. Worked in whole minor units, so 2.65 never prints as 2.6499999.
 */
export function csvAmount(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const minor = Math.round(Math.abs(amount) * 10 ** digits);
  const text = String(minor).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const sign = amount < 0 && minor > 0 ? '-' : '';
  return digits > 0 ? `${sign}${whole}.${text.slice(-digits)}` : `${sign}${whole}`;
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
