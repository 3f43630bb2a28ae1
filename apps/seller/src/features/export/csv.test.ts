import { describe, expect, it } from 'vitest';
import { calculated, UK_AD_SALE } from './calculation.fixture';
import { reportCsv, UTF8_BOM } from './csv';

import { calculationReport, type TCalculationInput } from '@margin/core';

const ENGLISH_HEADER = ['Section', 'Item', 'Amount', 'Currency', 'Percent (%)', 'Text'] as const;

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

describe('reportCsv', () => {
  function rowsOf(input: TCalculationInput) {
    const { result } = calculated(input);
    const csv = reportCsv(calculationReport(result), 'November 22, 2026');
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(csv.slice(1));
    const header = rows[0]!;
    const column = (name: (typeof ENGLISH_HEADER)[number]) => header.indexOf(name);
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
    expect(header).toEqual([...ENGLISH_HEADER]);
    expect(rows.every((row) => row.length === header.length)).toBe(true);
    const revenue = 'Revenue Breakdown (GBP)';
    // Transaction fee per posted line: items 6.5% x 25.00 = 1.625 -> 1.63, shipping 6.5% x 3.00 = 0.195 -> 0.20.
    expect(amount(revenue, 'Transaction Fee (6.5%)')).toBe(1.83);
    expect(amount('Report', 'Your Profit')).toBe(12.19);
    expect(amount(revenue, 'Offsite Ads Fee')).toBe(4.2);
    expect(amount(revenue, 'Regulatory operating fee')).toBe(0.09);
    expect(amount(revenue, 'VAT/Tax')).toBe(5.6);
    expect(amount(revenue, 'Net Revenue')).toBe(20.19);
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
    // 12.19 / (33.60 - 5.60) = 43.536% -> 43.54%.
    expect(percent('Summary', 'Profit Margin')).toBe(43.54);
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

  it('titles the file with the product name, in any script, and lists it as the first summary line', () => {
    const { text } = rowsOf({ ...UK_AD_SALE, product_name: 'Kubek ręcznie robiony' });
    expect(text('Report', 'Report')).toBe('Kubek ręcznie robiony — Profit Analysis, United Kingdom (GBP)');
    expect(text('Summary', 'Product')).toBe('Kubek ręcznie robiony');
  });

  it('writes a loss as a plain negative number, without a quote in front', () => {
    const { result, amount } = rowsOf({ mode: 'forward', country: 'US', selling_price: 5, product_cost: 20 });
    expect(amount('Report', 'Your Profit')).toBe(result.profitAnalysis.netProfit);
    expect(result.profitAnalysis.netProfit).toBeLessThan(0);
  });
});
