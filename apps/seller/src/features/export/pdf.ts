import { t } from '@lingui/core/macro';
import { displayText, valueText, type CalculationReport, type ReportSection } from '@margin/core';
import { BRAND } from './brand';
import { fetchFontFile, loadFontsFor, type FontFileLoader, type LoadedSlice } from './pdf-fonts';
import { PAGE, renderPdf, Typesetter } from './pdf-render';
import { graphemes } from './pdf-text';

export { renderPdf, Typesetter } from './pdf-render';

/**
 * The calculation as a one-page A4 PDF, made with pdf-lib. Its text is set in Noto Sans, embedded as a subset
 * of the glyphs the page uses, with fallback to the Hebrew and Korean faces (pdf-fonts.ts), so every amount
 * (₩, zł, Kč, ₹, ₪) and anything a seller types prints as typed. This module and its fonts load only when a
 * seller exports a PDF.
 */

/** Width of a text in points at a size, in the regular or bold face. */
export type Measure = (text: string, size: number, bold?: boolean) => number;

/** Breaks a text into lines no wider than `width`, at spaces (a word longer than a line is cut). */
export function wrapText(value: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = graphemes(word);
    while (rest.length > 1 && measure(rest.join(''), size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut).join(''), size) > width) cut--;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}

export type PdfColor = readonly [number, number, number];
export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: PdfColor;
}
export interface PdfRule {
  x1: number;
  x2: number;
  y: number;
  color?: PdfColor;
}
export interface PdfPage {
  texts: PdfText[];
  rules: PdfRule[];
  title: string;
}

const TEAL: PdfColor = [0.06, 0.545, 0.49];
const GREY: PdfColor = [0.42, 0.44, 0.47];
const RED: PdfColor = [0.79, 0.16, 0.16];

/** Sections set as label / value rows in two columns at the top; the rest run full width as wrapped text. */
const COLUMNS: readonly (readonly ReportSection['id'][])[] = [['revenue'], ['summary', 'costs']];

/**
 * The words the page adds to the report's, in the report's language (the one on screen when it was made):
 * read once per page, so the layout and the font loading see the same text.
 */
function pageWords(report: CalculationReport) {
  const margin = valueText(report.headline.margin, report.currency, report.locale);
  return {
    margin: t`Profit margin ${margin}`,
    sources: t`Sources`,
    footer: t`Estimates from the published fee schedule. Calculated on your device with Margin.`,
  };
}

/** The formulas' type: the text's size and line height, and the height of a formula's label line. */
interface ParagraphType {
  size: number;
  leading: number;
  label: number;
}
/**
 * 8-point type on 9-point lines, 2 points between paragraphs: with every optional charge on, the formulas (a
 * transaction fee line per posted line, VAT on fees) and the sources fit on the one page in English. The longer
 * words of German and French can need the compact type.
 */
const REGULAR_TYPE: ParagraphType = { size: 8, leading: 9, label: 11 };
const COMPACT_TYPE: ParagraphType = { size: 7, leading: 8, label: 10 };

/**
 * The calculation laid out on one A4 page: the headline, the breakdowns side by side, then the insights
 * and formulas as wrapped text. Even with every optional charge on, it fits, the formulas set smaller when the
 * language's words run long; anything that would still not fit is cut.
 */
export function reportPdfPage(report: CalculationReport, generatedOn: string, measure: Measure): PdfPage {
  const regular = layoutPage(report, generatedOn, measure, REGULAR_TYPE);
  return regular.complete ? regular.page : layoutPage(report, generatedOn, measure, COMPACT_TYPE).page;
}

function layoutPage(
  report: CalculationReport,
  generatedOn: string,
  measure: Measure,
  type: ParagraphType,
): { page: PdfPage; complete: boolean } {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const gutter = 28;
  const columnWidth = (right - left - gutter) / 2;
  const bottom = PAGE.margin + 14;
  const texts: PdfText[] = [];
  const rules: PdfRule[] = [];
  let complete = true;
  const fits = (y: number) => {
    if (y < bottom) complete = false;
    return y >= bottom;
  };
  const words = pageWords(report);
  const locale = report.locale;

  let y = PAGE.height - PAGE.margin;
  texts.push({ text: BRAND, x: left, y: y - 12, size: 12, bold: true, color: TEAL });
  const stamp = `${report.place} · ${generatedOn}`;
  texts.push({ text: stamp, x: right - measure(stamp, 9), y: y - 12, size: 9, color: GREY });
  y -= 44;
  // A long product name (and the longer words of some languages) sets the title smaller, then on two lines.
  const titleSize = Math.max(14, Math.min(22, (22 * (right - left)) / measure(report.title, 22, true)));
  const measureBold = (text: string, size: number) => measure(text, size, true);
  const titleLines = wrapText(report.title, right - left, titleSize, measureBold).slice(0, 2);
  for (const [index, part] of titleLines.entries()) {
    if (index > 0) y -= titleSize + 4;
    texts.push({ text: part, x: left, y, size: titleSize, bold: true });
  }
  y -= 28;
  const headline = valueText(report.headline.value, report.currency, locale);
  const negative = report.headline.value.kind === 'money' && report.headline.value.amount < 0;
  texts.push({ text: report.headline.label, x: left, y, size: 10, color: GREY });
  y -= 26;
  texts.push({ text: headline, x: left, y, size: 26, bold: true, color: negative ? RED : TEAL });
  texts.push({
    text: words.margin,
    x: left + measure(headline, 26, true) + 14,
    y,
    size: 11,
    color: GREY,
  });
  y -= 12;

  const heading = (title: string, x: number, width: number, top: number) => {
    const baseline = top - 22;
    texts.push({ text: title, x, y: baseline, size: 11, bold: true, color: TEAL });
    rules.push({ x1: x, x2: x + width, y: baseline - 5 });
    return baseline - 18;
  };

  /**
   * Label left, value right-aligned, 14 points a row. A value too long to share its row (a product name, a
   * note) goes under its label instead, wrapped; a label too long for its room wraps.
   */
  const rows = (section: ReportSection, x: number, width: number, top: number) => {
    let at = heading(section.title, x, width, top);
    for (const line of section.lines) {
      if (!fits(at)) break;
      const value = displayText(line, report.currency, locale);
      const bold = line.role === 'total';
      const measureRow = (text: string, size: number) => measure(text, size, bold);
      const valueWidth = measure(value, 9.5, bold);
      if (valueWidth > width * 0.6) {
        texts.push({ text: line.label, x, y: at, size: 9.5, bold });
        at -= 12;
        for (const part of wrapText(value, width, 9.5, measureRow)) {
          if (!fits(at)) break;
          texts.push({ text: part, x: x + width - measure(part, 9.5, bold), y: at, size: 9.5, bold });
          at -= 12;
        }
      } else {
        texts.push({ text: value, x: x + width - valueWidth, y: at, size: 9.5, bold });
        for (const part of wrapText(line.label, width - valueWidth - 8, 9.5, measureRow)) {
          texts.push({ text: part, x, y: at, size: 9.5, bold });
          at -= 12;
        }
      }
      at -= 2;
    }
    return at + 4;
  };

  /** A bold label, then its text wrapped across the page in small grey type. */
  const paragraphs = (section: ReportSection, top: number) => {
    let at = heading(section.title, left, right - left, top);
    for (const line of section.lines) {
      const text = valueText(line.value, report.currency, locale);
      const wrapped = wrapText(text, right - left, type.size, measure);
      if (!fits(at - type.label - wrapped.length * type.leading)) break;
      texts.push({ text: line.label, x: left, y: at, size: 9, bold: true });
      at -= type.label;
      for (const part of wrapped) {
        texts.push({ text: part, x: left, y: at, size: type.size, color: GREY });
        at -= type.leading;
      }
      at -= 2;
    }
    return at + 4;
  };

  const byId = new Map(report.sections.map((section) => [section.id, section]));
  const columnEnds = COLUMNS.map((ids, index) => {
    const x = left + index * (columnWidth + gutter);
    let at = y;
    for (const id of ids) {
      const section = byId.get(id);
      if (section) at = rows(section, x, columnWidth, at);
    }
    return at;
  });
  y = Math.min(...columnEnds);
  const placed = new Set(COLUMNS.flat());
  for (const section of report.sections) {
    if (!placed.has(section.id) && fits(y - 60)) y = paragraphs(section, y);
  }

  // The sources' small lines may run down to the footer's margin, below the formulas' own floor.
  if (y - 18 - report.sources.length * 9 >= PAGE.margin) {
    y -= 18;
    texts.push({ text: words.sources, x: left, y, size: 8.5, bold: true, color: GREY });
    for (const source of report.sources) {
      y -= 9;
      texts.push({ text: `${source.label}: ${source.url}`, x: left, y, size: 7.5, color: GREY });
    }
  } else complete = false;
  texts.push({ text: words.footer, x: left, y: PAGE.margin - 14, size: 7.5, color: GREY });
  return { page: { texts, rules, title: `${report.title} - ${BRAND}` }, complete };
}

export interface PdfOptions {
  /** How font files are read; the browser fetches them (tests read them from disk). */
  loadFontFile?: FontFileLoader;
}

/** Every text the page can print: the report's words and amounts as they are written, and what the layout adds. */
function pageTexts(report: CalculationReport, generatedOn: string): string[] {
  const words = pageWords(report);
  const texts = [
    BRAND,
    report.place,
    generatedOn,
    ' · ',
    report.title,
    report.headline.label,
    valueText(report.headline.value, report.currency, report.locale),
    words.margin,
    words.sources,
    words.footer,
  ];
  for (const section of report.sections) {
    texts.push(section.title);
    for (const line of section.lines) {
      texts.push(line.label, displayText(line, report.currency, report.locale));
    }
  }
  for (const source of report.sources) texts.push(`${source.label}: ${source.url}`);
  return texts;
}

export async function reportPdf(
  report: CalculationReport,
  generatedOn: string,
  created: Date,
  options: PdfOptions = {},
): Promise<Uint8Array> {
  let fonts: LoadedSlice[];
  try {
    fonts = await loadFontsFor(
      pageTexts(report, generatedOn).join('\n'),
      options.loadFontFile ?? fetchFontFile,
    );
  } catch (error) {
    throw new Error(t`The fonts for the PDF could not be loaded. Check your connection and try again.`, {
      cause: error,
    });
  }
  const typesetter = new Typesetter(fonts);
  const page = reportPdfPage(report, generatedOn, typesetter.measure);
  return renderPdf(page, typesetter, created, report.locale ?? 'en-US');
}
