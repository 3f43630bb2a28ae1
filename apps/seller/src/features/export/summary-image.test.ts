import { describe, expect, it } from 'vitest';
import { calculated, UK_AD_SALE } from './calculation.fixture';
import { calculationReport } from '@margin/core';
import { drawSummary, IMAGE_WIDTH, imageHeight, type SummaryContext } from './summary-image';
import { imageFontFaces } from './image-fonts';

/** Records what is drawn, with the colour and alignment in force at the time. */
function recordingContext() {
  const texts: { text: string; x: number; y: number; color: string; align: string }[] = [];
  const fills: { x: number; y: number; w: number; h: number }[] = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: (x: number, y: number, w: number, h: number) => void fills.push({ x, y, w, h }),
    strokeRect: () => undefined,
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, color: String(this.fillStyle), align: String(this.textAlign) });
    },
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => undefined,
    scale: () => undefined,
  };
  return { ctx: ctx as unknown as SummaryContext, texts, fills };
}

describe('drawSummary', () => {
  it('draws the product name, title, price, profit, margin, every fee line and the date', () => {
    const { result } = calculated(UK_AD_SALE);
    const report = calculationReport(result);
    const { ctx, texts, fills } = recordingContext();
    drawSummary(ctx, { report, sellingPrice: 25, netProfit: 12.19, generatedOn: 'November 22, 2026' });
    const drawn = texts.map((t) => t.text);
    for (const text of [
      'Margin',
      'Profit Analysis',
      'United Kingdom (GBP)',
      'November 22, 2026',
      '£25.00',
      '£12.19',
      '43.54%',
      'Offsite Ads Fee',
      '−£4.20',
      'VAT/Tax',
      '−£5.60',
      'Net Revenue',
      '£20.19',
      'Total Costs',
    ])
      expect(drawn).toContain(text);
    // The background covers the whole picture, and every line lies inside it.
    expect(fills[0]).toEqual({ x: 0, y: 0, w: IMAGE_WIDTH, h: imageHeight(report) });
    for (const t of texts) expect(t.y).toBeLessThan(imageHeight(report));
    expect(texts.find((t) => t.text === '£20.19')?.align).toBe('right');
  });

  it('colours a loss red', () => {
    const { result } = calculated({ mode: 'forward', country: 'US', selling_price: 5, product_cost: 20 });
    const { ctx, texts } = recordingContext();
    drawSummary(ctx, {
      report: calculationReport(result),
      sellingPrice: result.sellingPrice,
      netProfit: result.profitAnalysis.netProfit,
      generatedOn: 'today',
    });
    const loss = texts.find((t) => t.text.startsWith('-$'));
    expect(loss?.color).toBe('#c92a2a');
  });

  it('is titled with the product name, and its fonts cover Korean and Polish at both weights', () => {
    for (const name of ['수제 머그컵', 'Kubek ręcznie robiony']) {
      const { result } = calculated({ ...UK_AD_SALE, product_name: name });
      const { ctx, texts } = recordingContext();
      drawSummary(ctx, {
        report: calculationReport(result),
        sellingPrice: result.sellingPrice,
        netProfit: result.profitAnalysis.netProfit,
        generatedOn: 'today',
      });
      expect(texts.map((t) => t.text)).toContain(`${name} — Profit Analysis`);
      expect(ctx.font).toMatch(/^\S+ \d+px "Margin Export Sans", /);
      for (const weight of ['400', '700']) {
        const faces = imageFontFaces().filter((face) => face.weight === weight);
        for (const char of name.replace(/ /g, '')) {
          const code = char.codePointAt(0)!;
          const covered = faces.some((face) =>
            face.unicodeRange.split(', ').some((range) => {
              const [from, to = from] = range
                .slice(2)
                .split('-')
                .map((h) => parseInt(h, 16));
              return code >= from! && code <= to!;
            }),
          );
          expect(covered, `${char} at ${weight}`).toBe(true);
        }
      }
    }
  });
});
