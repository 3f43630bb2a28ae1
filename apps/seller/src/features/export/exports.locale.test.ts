// The exports in German: the PDF's fonts print every accented letter of the six languages and its German page
// stays within the paper; the picture's German words keep to their room. English is checked in each export's own
// test file.
import type { TCalculationInput } from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { localReport } from '../results/report-words';
import { calculated } from './calculation.fixture';
import { reportPdf, reportPdfPage, Typesetter } from './pdf';
import { readFontFile } from './pdf-font-files.fixture';
import { loadFontsFor } from './pdf-fonts';
import { drawSummary, IMAGE_WIDTH, type SummaryContext } from './summary-image';

const SLOW = 60_000;

/** Every optional line on, and a product name in German with the accents French, Spanish and Italian use. */
const EVERYTHING: TCalculationInput = {
  mode: 'forward',
  country: 'DE',
  product_name: 'Große Tasse – café, crème, à la française, niño',
  selling_price: 1234.56,
  product_cost: 5,
  shipping_cost: 3,
  quantity: 3,
  discount_rate: 10,
  gift_wrap_cost: 2,
  marketing_ads_cost: 1.5,
  has_offsite_ads: true,
  vat_rate: 19,
  vat_on_fees_rate: 19,
  regulatory_fee_rate: 0.32,
  currency_conversion_rate: 2.5,
  international_processing_rate: 4.5,
};

async function germanReport() {
  await activateLocale('de');
  const { input, result } = calculated(EVERYTHING);
  return { report: localReport(input, result), result };
}

afterEach(() => activateLocale('en'));

describe('the PDF in German', () => {
  it(
    'prints ä ö ü ß é è à ç ñ in the regular and bold Latin faces it embeds',
    async () => {
      const letters = 'äöüßÄÖÜéèàçñ';
      const typesetter = new Typesetter(await loadFontsFor(letters, readFontFile));
      for (const bold of [false, true]) {
        const runs = typesetter.runs(letters, bold);
        expect(runs.map((run) => run.face.slice.name)).toEqual(['noto-sans-latin-400-normal']);
        for (const char of letters) expect(runs[0]!.face.has(char.codePointAt(0)!), char).toBe(true);
      }
    },
    SLOW,
  );

  it(
    'lays the German report out within the page, every line and its accents in place',
    async () => {
      const { report } = await germanReport();
      const generatedOn = '22. November 2026';
      const typesetter = new Typesetter(await loadFontsFor(JSON.stringify(report) + '€−→·', readFontFile));
      const page = reportPdfPage(report, generatedOn, typesetter.measure);
      const texts = page.texts.map((t) => t.text);
      expect(texts).toContain('Umsatzaufstellung (EUR)');
      expect(texts).toContain('Gewinnberechnung');
      expect(texts).toContain('Quellen');
      expect(texts.some((t) => t.startsWith('Gebühren im Überblick: '))).toBe(true);
      expect(texts).toContain(
        'Schätzungen nach der veröffentlichten Gebührenordnung. Auf deinem Gerät mit Margin berechnet.',
      );
      expect(page.title).toBe('Große Tasse – café, crème, à la française, niño — Gewinnanalyse - Margin');
      for (const item of page.texts) {
        expect(item.x).toBeGreaterThanOrEqual(0);
        expect(item.x + typesetter.measure(item.text, item.size, item.bold), item.text).toBeLessThanOrEqual(
          595 - 40,
        );
        expect(item.y).toBeGreaterThan(20);
      }
      const bytes = await reportPdf(report, generatedOn, new Date(2026, 10, 22), {
        loadFontFile: readFontFile,
      });
      expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    },
    SLOW,
  );
});

describe('the picture in German', () => {
  it('draws German words, each within its room', async () => {
    const { report, result } = await germanReport();
    const drawn: { text: string; x: number; align: string; maxWidth?: number }[] = [];
    const ctx = {
      font: '',
      fillStyle: '',
      strokeStyle: '',
      lineWidth: 1,
      textAlign: 'left',
      textBaseline: 'alphabetic',
      fillRect: () => undefined,
      strokeRect: () => undefined,
      fillText(this: { textAlign: string }, text: string, x: number, _y: number, maxWidth?: number) {
        drawn.push({ text, x, align: String(this.textAlign), maxWidth });
      },
      beginPath: () => undefined,
      moveTo: () => undefined,
      lineTo: () => undefined,
      stroke: () => undefined,
      scale: () => undefined,
    } as unknown as SummaryContext;
    drawSummary(ctx, {
      report,
      sellingPrice: result.sellingPrice,
      netProfit: result.profitAnalysis.netProfit,
      generatedOn: '22. November 2026',
    });
    const texts = drawn.map((d) => d.text);
    for (const word of [
      'Verkaufspreis',
      'Nettogewinn',
      'Gewinnmarge',
      'Bruttoumsatz',
      'Marktplatzgebühren gesamt',
    ])
      expect(texts).toContain(word);
    expect(texts).toContain('1.234,56\u00a0€');
    // Every word past the brand and the date is held to a width that ends inside the picture.
    for (const item of drawn.filter((d) => d.text !== 'Margin' && d.text !== '22. November 2026')) {
      expect(item.maxWidth, item.text).toBeDefined();
      const left = item.align === 'right' ? item.x - item.maxWidth! : item.x;
      expect(left, item.text).toBeGreaterThanOrEqual(0);
      expect(left + item.maxWidth!, item.text).toBeLessThanOrEqual(IMAGE_WIDTH);
    }
  });
});
