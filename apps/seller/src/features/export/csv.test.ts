import { describe, expect, it } from 'vitest';
import { calculated, UK_AD_SALE } from './calculation.fixture';
import { csvField, reportCsv, toCsv, UTF8_BOM } from './csv';
import { calculationReport } from '@margin/core';

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

describe('reportCsv', () => {
  it('has a label,value row for every result line, in the currency of the result', () => {
    const { result } = calculated(UK_AD_SALE);
    const csv = reportCsv(calculationReport(result), 'November 22, 2026');
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual(['Label', 'Value']);
    expect(rows.every((row) => row.length === 2)).toBe(true);
    const value = (label: string) => rows.find((row) => row[0] === label)?.[1];
    expect(value('Your Profit')).toBe('£12.20');
    expect(value('Date')).toBe('November 22, 2026');
    expect(value('Offsite Ads Fee')).toBe('£4.20');
    expect(value('Regulatory operating fee')).toBe('£0.09');
    expect(value('VAT/Tax')).toBe('£5.60');
    expect(value('Net Revenue')).toBe('£20.20');
    expect(value('Total Costs')).toBe('£8.00');
    expect(value('Profit Margin')).toBe('43.57%');
    expect(value('Profit Calculation')).toBe(result.formulas.profitCalculation);
    expect(value('Fee basics')).toBe(result.sources.etsyFeeBasics);
  });

  it('writes a loss as a plain negative amount, without a quote in front', () => {
    const { result } = calculated({ mode: 'forward', country: 'US', selling_price: 5, product_cost: 20 });
    const rows = parseCsv(reportCsv(calculationReport(result), 'today').slice(1));
    expect(rows.find((row) => row[0] === 'Your Profit')?.[1]).toMatch(/^-\$\d+\.\d{2}$/);
  });
});
