import fontkit from '@cantoo/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFStream,
  type PDFRawStream,
} from '@cantoo/pdf-lib';
import {
  calculationReport,
  displayText,
  valueText,
  type CalculationReport,
  type TCalculationInput,
} from '@margin/core';
import { describe, expect, it } from 'vitest';
import { calculated, PLAIN_SALE, UK_AD_SALE } from './calculation.fixture';
import { reportPdf, reportPdfPage, Typesetter, wrapText } from './pdf';
import { readFontFile } from './pdf-font-files.fixture';
import { OFFLINE_FONT_SLICES } from './pdf-font-precache';
import { loadFontsFor } from './pdf-fonts';

const created = new Date('2026-11-22T14:30:00Z');
const SLOW = 60_000;

function reportOf(input: TCalculationInput, currency?: string): CalculationReport {
  const { result } = calculated(input);
  // The fee table has no country paying out in these currencies yet; the report prints whatever it is given.
  return calculationReport(currency ? { ...result, currency } : result);
}

const pdfOf = (report: CalculationReport) =>
  reportPdf(report, 'November 22, 2026', created, { loadFontFile: readFontFile });

interface EmbeddedFont {
  baseFont: string;
  toUnicode: Map<number, string>;
  glyphsInFile: number;
  usedGlyphs: Set<number>;
}

/**
 * Reads a PDF back the way a text extractor does: each Tj's glyph ids through its font's ToUnicode map,
 * in the order they are drawn. Also answers the embedded fonts with their glyph counts.
 */
async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(doc.getPageCount()).toBe(1);
  const page = doc.getPage(0);
  // pdf-lib names a font anew for each text it draws: several names can stand for one embedded font.
  const fonts = new Map<string, EmbeddedFont>();
  const byObject = new Map<string, EmbeddedFont>();
  const fontDict = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  for (const [key, ref] of fontDict.entries()) {
    const known = byObject.get(ref.toString());
    if (known) {
      fonts.set(key.asString(), known);
      continue;
    }
    const font = doc.context.lookup(ref, PDFDict);
    const cmap = new TextDecoder().decode(
      decodePDFRawStream(font.lookup(PDFName.of('ToUnicode'), PDFStream) as PDFRawStream).decode(),
    );
    const toUnicode = new Map<number, string>();
    for (const [, gid, hex] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      const units = hex!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16));
      toUnicode.set(parseInt(gid!, 16), String.fromCharCode(...units));
    }
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = decodePDFRawStream(
      descriptor.lookup(PDFName.of('FontFile2'), PDFStream) as PDFRawStream,
    ).decode();
    const parsed = fontkit.create(file);
    const embedded: EmbeddedFont = {
      baseFont: font.lookup(PDFName.of('BaseFont'), PDFName).asString().slice(1),
      toUnicode,
      glyphsInFile: 'numGlyphs' in parsed ? parsed.numGlyphs : 0,
      usedGlyphs: new Set(),
    };
    fonts.set(key.asString(), embedded);
    byObject.set(ref.toString(), embedded);
  }

  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const content = streams
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join('\n');
  const pieces: string[] = [];
  let notdef = 0;
  let current: EmbeddedFont | undefined;
  for (const [, fontKey, hex] of content.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
    if (fontKey) {
      current = fonts.get(fontKey);
      continue;
    }
    const glyphs = hex!.match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
    for (const glyph of glyphs) {
      if (glyph === 0) notdef++;
      current!.usedGlyphs.add(glyph);
    }
    pieces.push(glyphs.map((glyph) => current!.toUnicode.get(glyph) ?? '\uFFFD').join(''));
  }
  return { doc, fonts: [...byObject.values()], text: pieces.join(''), pieces, notdef };
}

describe('reportPdf', () => {
  it('is a one-page PDF with the report as its title and the time it was made', async () => {
    const { doc, text } = await readPdf(await pdfOf(reportOf(PLAIN_SALE)));
    expect(doc.getTitle()).toBe('Profit Analysis - Margin');
    expect(doc.getProducer()).toBe('Margin');
    expect(doc.getCreationDate()?.toISOString()).toBe(created.toISOString());
    for (const words of ['Profit Analysis', 'Your Profit', 'Calculation Formulas', 'November 22, 2026']) {
      expect(text).toContain(words);
    }
  });

  it(
    'prints amounts in KRW, PLN, CZK, INR and ILS with their own signs, nothing replaced by "?"',
    async () => {
      const signs = { KRW: '₩', PLN: 'zł', CZK: 'Kč', INR: '₹', ILS: '₪' };
      for (const [currency, sign] of Object.entries(signs)) {
        const report = reportOf(UK_AD_SALE, currency);
        const { text, notdef } = await readPdf(await pdfOf(report));
        const headline = valueText(report.headline.value, currency);
        expect(headline).toContain(sign);
        expect(text).toContain(headline);
        const revenue = report.sections.find((s) => s.id === 'revenue')!;
        for (const line of revenue.lines) expect(text).toContain(displayText(line, currency));
        expect(text).toContain('→'); // the formulas' rounding arrow, from the Korean face's symbols
        expect(text).toContain('−');
        expect(text, currency).not.toContain('?');
        expect(text, currency).not.toContain('\uFFFD');
        expect(notdef, `${currency}: glyphs no font had`).toBe(0);
      }
    },
    SLOW,
  );

  it(
    'prints a product name in Korean, Hebrew, Devanagari, Polish, Czech, Cyrillic and Greek',
    async () => {
      const name = '도자기 머그잔 · ספל קרמיקה · चाय का कप · Kubek Łódź · Hrnek Čeština · Кружка · Κούπα';
      const report = reportOf(UK_AD_SALE, 'INR');
      report.sections[0]!.lines.unshift({
        id: 'product',
        label: 'Product',
        value: { kind: 'text', text: name },
      });
      const { text, notdef, fonts } = await readPdf(await pdfOf(report));
      expect(notdef).toBe(0);
      expect(text).not.toContain('?');
      const printed = new Set(text);
      for (const char of name.normalize('NFC')) expect(printed.has(char), `${char} printed`).toBe(true);
      // Hebrew is drawn right to left, so its glyphs follow each other in the file last letter first.
      expect(text).toContain('הקימרק לפס');
      for (const word of ['도자기', '머그잔', 'Łódź', 'Čeština', 'Кружка', 'Κούπα'])
        expect(text).toContain(word);
      const faces = fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, ''));
      expect(faces).toEqual(
        expect.arrayContaining(['NotoSansKR-Regular', 'NotoSansHebrew-Regular', 'NotoSans-Regular']),
      );
    },
    SLOW,
  );

  it(
    'is titled with the product name the seller typed, in Korean and in Polish, every letter printed',
    async () => {
      for (const name of ['수제 머그컵', 'Kubek ręcznie robiony']) {
        const { doc, text, notdef } = await readPdf(
          await pdfOf(reportOf({ ...PLAIN_SALE, product_name: name })),
        );
        expect(doc.getTitle()).toBe(`${name} — Profit Analysis - Margin`);
        for (const word of name.split(' ')) expect(text).toContain(word);
        expect(notdef, name).toBe(0);
      }
    },
    SLOW,
  );

  it(
    'embeds each font as a subset of the glyphs the page uses, and only the fonts it uses',
    async () => {
      const { fonts } = await readPdf(await pdfOf(reportOf(PLAIN_SALE)));
      // Dollars need the Latin faces, and the → of the formulas one slice of the Korean face: nothing more.
      expect(fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'NotoSans-Bold',
        'NotoSans-Regular',
        'NotoSansKR-Regular',
      ]);
      for (const font of fonts) {
        expect(font.baseFont).toMatch(/^[A-Z]{6}\+/);
        expect(font.usedGlyphs.size).toBeGreaterThan(0);
        // .notdef plus the glyphs drawn (and the parts of composite glyphs): far fewer than the font has.
        expect(font.glyphsInFile).toBeLessThanOrEqual(2 * font.usedGlyphs.size + 1);
        expect(font.glyphsInFile).toBeLessThan(120);
      }
      expect(new Set(fonts.map((f) => f.baseFont)).size).toBe(fonts.length);
    },
    SLOW,
  );

  it('says so in words when the fonts cannot be loaded', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      reportPdf(reportOf(UK_AD_SALE, 'ILS'), 'today', created, { loadFontFile: offline }),
    ).rejects.toThrow('The fonts for the PDF could not be loaded. Check your connection and try again.');
  });
});

describe('the fonts kept for offline use', () => {
  it(
    'are all a report needs in any currency, so a PDF can be made offline',
    async () => {
      const kept = OFFLINE_FONT_SLICES.map((slice) => `${slice}-400-normal`);
      for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'KRW', 'PLN', 'CZK', 'INR', 'ILS', 'CHF', 'HUF']) {
        const report = reportOf(UK_AD_SALE, currency);
        const texts =
          JSON.stringify(report) + valueText({ kind: 'money', amount: -1234.5 }, currency) + ' · −';
        const slices = (await loadFontsFor(texts, readFontFile)).map((loaded) => loaded.slice.name);
        expect(kept, currency).toEqual(expect.arrayContaining(slices));
      }
    },
    SLOW,
  );
});

describe('reportPdfPage', () => {
  it(
    'fits every line on its one page with every optional charge on',
    async () => {
      const report = reportOf({
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
      const typesetter = new Typesetter(await loadFontsFor(JSON.stringify(report) + '€−→·', readFontFile));
      const page = reportPdfPage(report, 'November 22, 2026', typesetter.measure);
      const texts = page.texts.map((t) => t.text);
      expect(texts).toContain('Profit Calculation');
      expect(texts).toContain('VAT on marketplace fees');
      expect(texts.some((t) => t.startsWith('Offsite Ads policy: '))).toBe(true);
      expect(page.texts.length).toBeGreaterThan(60);
      for (const item of page.texts) {
        expect(item.x).toBeGreaterThanOrEqual(0);
        expect(item.x + typesetter.measure(item.text, item.size, item.bold)).toBeLessThanOrEqual(595 - 40);
        expect(item.y).toBeGreaterThan(20);
        expect(item.y).toBeLessThan(842);
      }
    },
    SLOW,
  );
});

describe('wrapText', () => {
  it('keeps every line within the width and loses no word', async () => {
    const typesetter = new Typesetter(await loadFontsFor('£−', readFontFile));
    const text = 'Profit calculation: £33.60 gross − £7.80 fees − £5.60 VAT − £8.00 costs = £12.20 profit';
    const lines = wrapText(text, 150, 9, typesetter.measure);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(typesetter.measure(line, 9)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe(text);
  });
});
