import { describe, expect, it } from 'vitest';
import { calculated, PLAIN_SALE, UK_AD_SALE } from './calculation.fixture';
import { pdfString, reportPdf, textWidth, toWinAnsi, wrapText } from './pdf';
import { calculationReport } from '@margin/core';

const created = new Date('2026-11-22T14:30:00Z');
const asText = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

function pdfOf(input: typeof PLAIN_SALE) {
  const { result } = calculated(input);
  return { result, text: asText(reportPdf(calculationReport(result), 'November 22, 2026', created)) };
}

describe('pdfString', () => {
  it('escapes parentheses and backslashes', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
  });

  it('writes £ and € in WinAnsi as octal escapes, and spells out what WinAnsi lacks', () => {
    expect(pdfString('£1 €2')).toBe('(\\2431 \\2002)');
    expect(pdfString('3 × 2 − 1 → 5')).toBe('(3 \\327 2 - 1 -> 5)');
    expect(toWinAnsi('日')).toEqual([63]);
  });
});

describe('wrapText', () => {
  it('keeps every line within the width and loses no word', () => {
    const text = 'Profit calculation: £33.60 gross − £7.80 fees − £5.60 VAT − £8.00 costs = £12.20 profit';
    const lines = wrapText(text, 150, 9);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 9)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });
});

describe('reportPdf', () => {
  it('is a PDF 1.4 file ending in %%EOF', () => {
    const { text } = pdfOf(PLAIN_SALE);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has xref offsets that each point at their "N 0 obj", and startxref at the xref table', () => {
    const { text } = pdfOf(UK_AD_SALE);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    for (const [index, entry] of entries.entries()) {
      expect(entry.length + 1).toBe(20); // every entry is exactly 20 bytes with its LF
      if (index === 0) continue;
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${index} 0 obj`.length)).toBe(`${index} 0 obj`);
    }
    expect(text).toContain(`/Size ${count}`);
  });

  it('declares the content stream length it has', () => {
    const { text } = pdfOf(PLAIN_SALE);
    const [, length] = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + Number(length), start + Number(length) + '\nendstream'.length)).toBe(
      '\nendstream',
    );
  });

  it('prints the headline profit, the title, the formulas and the date', () => {
    const { text, result } = pdfOf(PLAIN_SALE);
    expect(text).toContain(`($${result.profitAnalysis.netProfit.toFixed(2)})`);
    expect(text).toContain('(Profit Analysis)');
    expect(text).toContain('(Your Profit)');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('November 22, 2026');
    expect(text).toContain('(Calculation Formulas)');
  });

  it('fits every line on its one page with every optional charge on', () => {
    const { text, result } = pdfOf({
      ...UK_AD_SALE,
      country: 'DE',
      quantity: 3,
      discount_rate: 10,
      gift_wrap_cost: 2,
      marketing_ads_cost: 1.5,
      currency_conversion_rate: 2.5,
      vat_on_fees_rate: 19,
      international_processing_rate: 4.5,
    });
    expect(result.revenueBreakdown.additionalCharges).toHaveLength(4);
    expect(text).toContain('/Count 1');
    expect(text).toContain('(Profit Calculation)');
    expect(text).toContain('(VAT on marketplace fees)');
    expect(text).toContain('(Offsite Ads policy: ');
    // Every line sits inside the page.
    const positions = [...text.matchAll(/ ([\d.]+) ([\d.]+) Td /g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(positions.length).toBeGreaterThan(60);
    for (const [x, y] of positions) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(595);
      expect(y).toBeGreaterThan(20);
      expect(y).toBeLessThan(842);
    }
  });

  it('prints pounds as WinAnsi \\243', () => {
    const { text } = pdfOf(UK_AD_SALE);
    expect(text).toContain('(\\24312.20)');
    expect(text).toContain('(VAT/Tax)');
  });
});
