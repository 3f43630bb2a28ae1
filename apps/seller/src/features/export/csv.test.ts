import { describe, expect, it } from 'vitest';
import { calculated, UK_AD_SALE } from './calculation.fixture';
import { csvAmount, csvField, REPORT_CSV_HEADER, reportCsv, toCsv, UTF8_BOM } from './csv';
import { calculationReport, type TCalculationInput } from '@margin/core';

/** Reads our CSV back (quoted fields, doubled quotes, CRLF rows): enough to check what a spreadsheet sees. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('csvField', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['£12.50', '£12.50'],
    // A loss stays a plain amount; a minus sign followed by anything else is still neutralised.
    ['-$5.00', '-$5.00'],
    ['-£1,234.50', '"-£1,234.50"'],
    ['-CHF 12.00', '-CHF 12.00'],
    ['-¥500', '-¥500'],
    ['-12.50%', '-12.50%'],
    ['−$5.00', '−$5.00'],
    ['-1+2', "'-1+2"],
    ['-$5.00+cmd', "'-$5.00+cmd"],
    ['-SUM(A1)', "'-SUM(A1)"],
    ['-A1', "'-A1"],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['@x', "'@x"],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(`${UTF8_BOM}a,b\r\nc,d\r\n`);
  });
});

describe('csvAmount', () => {
  it.each([
    [2.65, 'EUR', '2.65'],
    [1234.5, 'USD', '1234.50'],
    [0.07, 'GBP', '0.07'],
    [-5, 'USD', '-5.00'],
    [-0.01, 'USD', '-0.01'],
    [2.6499999999999995, 'EUR', '2.65'],
    [12500, 'KRW', '12500'],
    [0, 'JPY', '0'],
    [-0, 'USD', '0.00'],
  ])('writes %d %s as %j', (amount, currency, expected) => {
    expect(csvAmount(amount, currency)).toBe(expected);
  });
});

describe('reportCsv', () => {
  function rowsOf(input: TCalculationInput) {
    const { result } = calculated(input);
    const csv = reportCsv(calculationReport(result), 'November 22, 2026');
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(csv.slice(1));
    const header = rows[0]!;
    const column = (name: (typeof REPORT_CSV_HEADER)[number]) => header.indexOf(name);
    const row = (section: string, item: string) => {
      const found = rows.filter((r) => r[0] === section && r[1] === item);
      expect(found, `${section} / ${item}`).toHaveLength(1);
      return found[0]!;
    };
    /** The Amount cell read back the way a spreadsheet reads it: a number, not text. */
    const amount = (section: string, item: string) => {
      const found = row(section, item);
      expect(found[column('Currency')]).toBe(result.currency);
      return numberIn(found[column('Amount')]!);
    };
    const percent = (section: string, item: string) => numberIn(row(section, item)[column('Percent (%)')]!);
    const text = (section: string, item: string) => row(section, item)[column('Text')];
    return { result, rows, header, column, amount, percent, text };
  }

  /** A cell a spreadsheet takes as a number: digits, an optional minus and decimal point, nothing else. */
  function numberIn(cell: string): number {
    expect(cell).toMatch(/^-?\d+(\.\d+)?$/);
    return Number(cell);
  }

  it('writes every amount as a number with the currency code in its own column', () => {
    const { result, rows, header, column, amount, percent, text } = rowsOf(UK_AD_SALE);
    expect(header).toEqual([...REPORT_CSV_HEADER]);
    expect(rows.every((row) => row.length === header.length)).toBe(true);
    const revenue = 'Revenue Breakdown (GBP)';
    expect(amount('Report', 'Your Profit')).toBe(12.2);
    expect(amount(revenue, 'Offsite Ads Fee')).toBe(4.2);
    expect(amount(revenue, 'Regulatory operating fee')).toBe(0.09);
    expect(amount(revenue, 'VAT/Tax')).toBe(5.6);
    expect(amount(revenue, 'Net Revenue')).toBe(20.2);
    expect(amount('Cost Breakdown', 'Total Costs')).toBe(8);
    expect(amount('Summary', 'Selling Price')).toBe(25);
    // The fees add up to their total, read straight from the file.
    const fees = rows.filter((row) => row[0] === revenue && /Fee|Processing|Regulatory/.test(row[1]!));
    const feeSum = fees
      .filter((row) => row[1] !== 'Total Marketplace Fees')
      .reduce((sum, row) => sum + numberIn(row[column('Amount')]!) * 100, 0);
    expect(Math.round(feeSum)).toBe(Math.round(amount(revenue, 'Total Marketplace Fees') * 100));
    // Two decimals as pounds have, even where the number is whole.
    expect(rows.find((row) => row[1] === 'Total Costs')?.[column('Amount')]).toBe('8.00');
    expect(percent('Summary', 'Profit Margin')).toBe(43.57);
    expect(header[column('Percent (%)')]).toContain('%');
    // No currency symbol, thousands separator or percent sign in a number column.
    for (const row of rows.slice(1)) {
      for (const name of ['Amount', 'Percent (%)'] as const) {
        const cell = row[column(name)]!;
        if (cell !== '') numberIn(cell);
      }
    }
    expect(text('Report', 'Date')).toBe('November 22, 2026');
    expect(text('Calculation Formulas', 'Profit Calculation')).toBe(result.formulas.profitCalculation);
    expect(text('Sources', 'Fee basics')).toBe(result.sources.etsyFeeBasics);
    expect(text('Key Insights', 'Biggest Cost')).toBe(result.insights.biggestCost);
  });

  it('writes a loss as a plain negative number, without a quote in front', () => {
    const { result, amount } = rowsOf({ mode: 'forward', country: 'US', selling_price: 5, product_cost: 20 });
    expect(amount('Report', 'Your Profit')).toBe(result.profitAnalysis.netProfit);
    expect(result.profitAnalysis.netProfit).toBeLessThan(0);
  });
});
