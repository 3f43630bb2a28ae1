import fontkit from '@cantoo/fontkit';
import { FONT_SLICES, type FontSlice, type FontWeight } from './font-slices';

/**
 * The fonts a PDF export can print with: Noto Sans, cut by the fontsource packages into slices of a few
 * scripts each, the way a browser loads a web font. A PDF loads only the slices its text needs, so a report in
 * dollars fetches the Latin slice and little else, while a product name in Korean fetches the few Hangul slices
 * holding its syllables. Every slice ships with the app (no font comes from anywhere else), as a file of its
 * own that is fetched on demand: none is in the app's first download, nor is this code.
 *
 * Coverage, in the order a character is looked up:
 *  - Noto Sans: Latin, Latin Extended (zł, Kč, ₩, ₪, ₹), Vietnamese, Greek, Cyrillic and Devanagari, regular and bold;
 *  - Noto Sans Hebrew: Hebrew, regular and bold;
 *  - Noto Sans KR (regular only; bold text falls back to it): Hangul, the Hanja and kana of Korean text, and
 *    symbols Noto Sans lacks, such as the → of the formulas.
 * Scripts outside these (Arabic, Thai, Chinese beyond Korean Hanja, emoji) print as the font's empty box.
 */

export { FONT_SLICES, parseUnicodeRange, type FontSlice, type FontWeight } from './font-slices';

/** Reads a font file by its URL: fetch in the browser (the service worker may answer); tests read the disk. */
export type FontFileLoader = (url: string) => Promise<Uint8Array>;

export const fetchFontFile: FontFileLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

export interface LoadedFont {
  slice: FontSlice;
  weight: FontWeight;
  bytes: Uint8Array;
  has: (codePoint: number) => boolean;
  /** Width of a text in points, glyph advances after shaping: what pdf-lib measures, so layout and drawing agree. */
  widthOf: (text: string, size: number) => number;
  postscriptName: string;
}

/** Regular and bold of one slice (bold is the regular face where the slice has no bold). */
export interface LoadedSlice {
  slice: FontSlice;
  regular: LoadedFont;
  bold: LoadedFont;
}

const inSlice = (slice: FontSlice, codePoint: number) =>
  slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Marks and joiners print with the character they belong to; they never decide the font. */
const IGNORED = /^(?:\p{M}|[\u200B-\u200F\u2060\uFEFF])$/u;

/** The code points a font must have to print a cluster (a letter and its marks, a syllable, a space). */
export function codePointsOf(cluster: string): number[] {
  const points: number[] = [];
  for (const char of cluster) {
    if (IGNORED.test(char) && points.length > 0) continue;
    points.push(char.codePointAt(0)!);
  }
  return points;
}

/**
 * Loads the slices that print `text`: for each character, the first slice (in lookup order) whose range
 * holds it and whose font really has it. Answers them in lookup order, the Latin slice always first, so
 * spaces and digits come from it. A character no slice has is left out (it prints as the empty box).
 */
export async function loadFontsFor(
  text: string,
  loadFile: FontFileLoader = fetchFontFile,
  slices: readonly FontSlice[] = FONT_SLICES,
): Promise<LoadedSlice[]> {
  const loaded = new Map<FontSlice, Promise<LoadedSlice>>();
  const load = (slice: FontSlice) => {
    let pending = loaded.get(slice);
    if (!pending) {
      pending = loadSlice(slice, loadFile);
      loaded.set(slice, pending);
    }
    return pending;
  };
  await load(slices[0]!);
  const codePoints = new Set<number>();
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (!IGNORED.test(char) && codePoint >= 0x20) codePoints.add(codePoint);
  }
  await Promise.all(
    [...codePoints].map(async (codePoint) => {
      for (const slice of slices) {
        if (!inSlice(slice, codePoint)) continue;
        if ((await load(slice)).regular.has(codePoint)) return;
      }
    }),
  );
  const used = new Set<FontSlice>();
  for (const codePoint of codePoints) {
    for (const slice of slices) {
      const pending = loaded.get(slice);
      if (!pending || !inSlice(slice, codePoint)) continue;
      if ((await pending).regular.has(codePoint)) {
        used.add(slice);
        break;
      }
    }
  }
  used.add(slices[0]!);
  return Promise.all(slices.filter((slice) => used.has(slice)).map((slice) => loaded.get(slice)!));
}

/** Files already read, per loader: a second PDF in the same visit fetches nothing. */
const fileCaches = new WeakMap<FontFileLoader, Map<string, Promise<Uint8Array>>>();

async function loadSlice(slice: FontSlice, loadFile: FontFileLoader): Promise<LoadedSlice> {
  let fileCache = fileCaches.get(loadFile);
  if (!fileCache) {
    fileCache = new Map();
    fileCaches.set(loadFile, fileCache);
  }
  const cache = fileCache;
  const read = async (weight: FontWeight): Promise<LoadedFont> => {
    const url = 'bold' in slice.files && weight === 'bold' ? slice.files.bold : slice.files.regular;
    let bytes = cache.get(url);
    if (!bytes) {
      bytes = loadFile(url);
      cache.set(url, bytes);
      bytes.catch(() => cache.delete(url));
    }
    const data = await bytes;
    const font = fontkit.create(data);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${slice.name} is a font collection`);
    const widths = new Map<string, number>();
    return {
      slice,
      weight,
      bytes: data,
      has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
      widthOf: (text, size) => {
        // Layout (shaping) is the slow part of setting a page, and wrapping measures the same words again.
        let units = widths.get(text);
        if (units === undefined) {
          units = 0;
          for (const glyph of font.layout(text).glyphs) units += glyph.advanceWidth;
          widths.set(text, units);
        }
        return (units * size) / font.unitsPerEm;
      },
      postscriptName: font.postscriptName ?? slice.name,
    };
  };
  const regular = await read('regular');
  const bold = 'bold' in slice.files ? await read('bold') : regular;
  return { slice, regular, bold };
}
