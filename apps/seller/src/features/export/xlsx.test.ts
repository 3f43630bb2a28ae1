import { describe, expect, it } from 'vitest';
import { calculated, UK_AD_SALE } from './calculation.fixture';
import { calculationReport } from '@margin/core';
import { buildXlsx, columnName, moneyFormatCode, reportXlsx, xmlEscape } from './xlsx';
import { crc32, readZip } from './zip-reader.fixture';

const PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/worksheets/sheet1.xml',
  'xl/styles.xml',
];

function workbook() {
  const { result } = calculated(UK_AD_SALE);
  const bytes = reportXlsx(calculationReport(result), 'November 22, 2026', new Date(2026, 10, 22));
  const { entries } = readZip(bytes);
  const parts = Object.fromEntries(entries.map((e) => [e.name, new TextDecoder().decode(e.data)]));
  return { result, entries, parts };
}

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('reportXlsx', () => {
  it('is a zip of the six OOXML parts, each well-formed XML with a matching CRC', () => {
    const { entries, parts } = workbook();
    expect(entries.map((e) => e.name)).toEqual(PARTS);
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(crc32(entry.data)).toBe(entry.crc);
    }
    for (const name of PARTS) parseXml(parts[name]!);
    expect(parts['[Content_Types].xml']).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(parts['xl/workbook.xml']).toContain('<sheet name="Calculation" sheetId="1" r:id="rId1"/>');
  });

  it('keeps money as numbers in the currency format and text as inline strings', () => {
    const { parts, result } = workbook();
    const sheet = parseXml(parts['xl/worksheets/sheet1.xml']!);
    const cells = Array.from(sheet.getElementsByTagName('c'));
    const textOf = (cell: Element) => cell.getElementsByTagName('t')[0]?.textContent ?? null;
    const valueNextTo = (label: string) => {
      const labelCell = cells.find((cell) => textOf(cell) === label);
      const row = labelCell!.getAttribute('r')!.slice(1);
      return cells.find((cell) => cell.getAttribute('r') === `B${row}`)!;
    };
    const profit = valueNextTo('Your Profit');
    expect(profit.getElementsByTagName('v')[0]?.textContent).toBe(String(result.profitAnalysis.netProfit));
    expect(profit.getAttribute('s')).toBe('4');
    const vat = valueNextTo('VAT/Tax');
    expect(vat.getElementsByTagName('v')[0]?.textContent).toBe('5.6');
    expect(vat.getAttribute('s')).toBe('2');
    const margin = valueNextTo('Profit Margin');
    expect(margin.getElementsByTagName('v')[0]?.textContent).toBe('0.4354');
    expect(margin.getAttribute('s')).toBe('3');
    expect(valueNextTo('Biggest Cost').getAttribute('t')).toBe('inlineStr');
    expect(parts['xl/styles.xml']).toContain('formatCode="&quot;£&quot;#,##0.00;-&quot;£&quot;#,##0.00"');
  });
});

describe('buildXlsx', () => {
  it('stores text beyond ASCII byte for byte, every part with a matching CRC', () => {
    const sheet = { name: 'Prices', columns: [10], rows: [[{ text: '£1 and €2' }]], moneyFormat: '0.00' };
    const { entries } = readZip(buildXlsx(sheet));
    for (const entry of entries) expect(crc32(entry.data)).toBe(entry.crc);
    const text = new TextDecoder().decode(entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!.data);
    expect(text).toContain('£1 and €2');
  });
});

describe('reportXlsx with a product name', () => {
  it('titles the sheet with it', () => {
    const { result } = calculated({ ...UK_AD_SALE, product_name: '수제 머그컵' });
    const bytes = reportXlsx(calculationReport(result), 'November 22, 2026', new Date(2026, 10, 22));
    const sheet = readZip(bytes).entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    const xml = new TextDecoder().decode(sheet.data);
    expect(xml).toContain('Margin - 수제 머그컵 — Profit Analysis');
    expect(xml).toContain('<t>Product</t>');
  });
});

describe('xlsx helpers', () => {
  it('names columns A..Z, AA..', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    expect(xmlEscape('a < b & "c" > d\u0001')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
  });

  it('writes currency formats with the symbol and decimals of the currency', () => {
    expect(moneyFormatCode('USD')).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(moneyFormatCode('JPY')).toBe('"¥"#,##0;-"¥"#,##0');
  });
});
