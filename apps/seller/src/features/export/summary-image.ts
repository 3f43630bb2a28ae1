import { t } from '@lingui/core/macro';
import { displayText, valueText, type CalculationReport } from '@margin/core';
import { BRAND } from './brand';
import { IMAGE_FONT_FAMILY, loadImageFonts } from './image-fonts';

/**
 * The calculation summary as a picture a seller can post or send: drawn straight onto a canvas (no page
 * screenshot library), so it looks the same whatever the screen and weighs little.
 */

/** The part of CanvasRenderingContext2D the drawing uses (a recording fake stands in for it in tests). */
export type SummaryContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'strokeRect'
  | 'fillText'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'scale'
>;

export const IMAGE_WIDTH = 1200;
const PAD = 64;
const LINE = 46;
const FONT = `"${IMAGE_FONT_FAMILY}", Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
/** A font's weight and size in pixels. */
type Face = readonly [number, number];
const COLORS = {
  page: '#f4f7f6',
  band: '#0f8b7d',
  ink: '#1a1b1e',
  dim: '#6b7078',
  rule: '#e3e7e8',
  profit: '#0f8b7d',
  loss: '#c92a2a',
  white: '#ffffff',
};

/** Rows under the headline: the price, the fee lines and the total costs. */
function feeRows(report: CalculationReport) {
  const revenue = report.sections.find((s) => s.id === 'revenue')?.lines ?? [];
  const costs = report.sections.find((s) => s.id === 'costs')?.lines ?? [];
  return [...revenue, ...costs.filter((line) => line.role === 'total')];
}

export function imageHeight(report: CalculationReport): number {
  return 430 + feeRows(report).length * LINE + 110;
}

export interface SummaryFacts {
  report: CalculationReport;
  sellingPrice: number;
  netProfit: number;
  generatedOn: string;
}

export function drawSummary(
  ctx: SummaryContext,
  { report, sellingPrice, netProfit, generatedOn }: SummaryFacts,
) {
  const height = imageHeight(report);
  const right = IMAGE_WIDTH - PAD;
  const locale = report.locale;
  const money = (amount: number) => valueText({ kind: 'money', amount }, report.currency, locale);
  const text = (
    value: string,
    x: number,
    y: number,
    [weight, size]: Face,
    color: string,
    align: CanvasTextAlign = 'left',
    maxWidth?: number,
  ) => {
    ctx.font = `${weight} ${size}px ${FONT}`;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    if (maxWidth === undefined) ctx.fillText(value, x, y);
    else ctx.fillText(value, x, y, maxWidth);
  };

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, IMAGE_WIDTH, height);
  ctx.fillStyle = COLORS.band;
  ctx.fillRect(0, 0, IMAGE_WIDTH, 104);
  text(BRAND, PAD, 66, [700, 40], COLORS.white);
  text(generatedOn, right, 64, [500, 24], COLORS.white, 'right');

  // A long product name is narrowed to the picture's width rather than cut off.
  text(report.title, PAD, 170, [700, 44], COLORS.ink, 'left', IMAGE_WIDTH - PAD * 2);
  text(report.place, PAD, 208, [400, 24], COLORS.dim, 'left', IMAGE_WIDTH - PAD * 2);

  // Three figures side by side: the price, the profit and the margin.
  const words = imageWords();
  const stats: [string, string, string][] = [
    [words.sellingPrice, money(sellingPrice), COLORS.ink],
    [words.netProfit, money(netProfit), netProfit < 0 ? COLORS.loss : COLORS.profit],
    [
      words.profitMargin,
      valueText(report.headline.margin, report.currency, locale),
      netProfit < 0 ? COLORS.loss : COLORS.profit,
    ],
  ];
  const boxWidth = (IMAGE_WIDTH - PAD * 2 - 2 * 24) / 3;
  stats.forEach(([label, value, color], i) => {
    const x = PAD + i * (boxWidth + 24);
    ctx.fillStyle = COLORS.white;
    ctx.fillRect(x, 244, boxWidth, 128);
    ctx.strokeStyle = COLORS.rule;
    ctx.lineWidth = 2;
    ctx.strokeRect(x, 244, boxWidth, 128);
    // A longer word narrows to its box rather than running into the next.
    text(label, x + 24, 290, [500, 22], COLORS.dim, 'left', boxWidth - 48);
    text(value, x + 24, 346, [700, 40], color, 'left', boxWidth - 48);
  });

  let y = 430;
  for (const line of feeRows(report)) {
    const strong = line.role === 'total' || line.role === 'subtotal';
    const weight = strong ? 700 : 400;
    // The label keeps to the left two thirds, the amount to the right third, in any language.
    const rowWidth = right - PAD;
    const labelColor = line.role === 'fee' ? COLORS.dim : COLORS.ink;
    text(line.label, PAD, y, [weight, 26], labelColor, 'left', rowWidth * 0.66);
    const amount = displayText(line, report.currency, locale);
    text(amount, right, y, [weight, 26], COLORS.ink, 'right', rowWidth * 0.32);
    ctx.strokeStyle = COLORS.rule;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(PAD, y + 16);
    ctx.lineTo(right, y + 16);
    ctx.stroke();
    y += LINE;
  }

  text(words.footer, PAD, height - 48, [400, 20], COLORS.dim, 'left', IMAGE_WIDTH - PAD * 2);
}

/** The words the picture adds to the report's, in the language on screen. */
function imageWords() {
  return {
    sellingPrice: t`Selling Price`,
    netProfit: t`Net Profit`,
    profitMargin: t`Profit Margin`,
    footer: t`Calculated with Margin, the fee and profit calculator for marketplace sellers.`,
  };
}

/** Every text the picture prints, for loading the faces it needs before drawing. */
function imageText(report: CalculationReport, generatedOn: string): string {
  const lines = feeRows(report).map(
    (line) => `${line.label} ${displayText(line, report.currency, report.locale)}`,
  );
  const words = Object.values(imageWords());
  return [BRAND, '0123456789 −%.,', generatedOn, report.title, report.place, ...words, ...lines].join(' ');
}

/** Draws the summary at twice its size (sharp on phones) and encodes it as PNG. */
export async function summaryPng(facts: SummaryFacts): Promise<Blob> {
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH * scale;
  canvas.height = imageHeight(facts.report) * scale;
  const ctx = canvas.getContext('2d');
  // A browser that cannot draw is told so before any font is fetched for the drawing.
  if (!ctx) throw new Error(t`This browser cannot draw images.`);
  await loadImageFonts(imageText(facts.report, facts.generatedOn));
  ctx.scale(scale, scale);
  drawSummary(ctx, facts);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t`This browser cannot save images.`))),
      'image/png',
    ),
  );
}
