import notoSansKrRanges from '@fontsource/noto-sans-kr/unicode.json';
import notoSansHebrewRanges from '@fontsource/noto-sans-hebrew/unicode.json';
import notoSansRanges from '@fontsource/noto-sans/unicode.json';

// The font files the exports print with, as fontsource slices (see pdf-fonts.ts for the coverage): a module
// without the font parser, so the image export can hand the same files to the browser.

export type FontWeight = 'regular' | 'bold';

export interface FontSlice {
  /** "noto-sans-latin-400-normal": the file name without its extension. */
  name: string;
  ranges: readonly (readonly [number, number])[];
  /** The file of each weight; a slice without a bold file prints bold text in its regular face. */
  files: Record<FontWeight, string> | Record<'regular', string>;
}

type FileUrls = Record<string, string>;

// Each file becomes an asset of the build (only its URL is in the code), fetched when a PDF needs it.
const NOTO_SANS_FILES: FileUrls = import.meta.glob<string>(
  '/node_modules/@fontsource/noto-sans/files/noto-sans-*-{400,700}-normal.woff',
  { query: '?url', import: 'default', eager: true },
);
const NOTO_SANS_HEBREW_FILES: FileUrls = import.meta.glob<string>(
  '/node_modules/@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-{400,700}-normal.woff',
  { query: '?url', import: 'default', eager: true },
);
const NOTO_SANS_KR_FILES: FileUrls = import.meta.glob<string>(
  '/node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-[0-9]*-400-normal.woff',
  { query: '?url', import: 'default', eager: true },
);

/** "U+0000-00FF,U+0131" to [[0, 255], [305, 305]]. */
export function parseUnicodeRange(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

/** A fontsource family's slices, in its unicode.json order, with the files the glob found for each. */
function family(
  directory: string,
  prefix: string,
  ranges: Record<string, string>,
  files: FileUrls,
  subsets: (subset: string) => boolean,
  weights: readonly ('400' | '700')[],
): FontSlice[] {
  const slices: FontSlice[] = [];
  for (const [subset, range] of Object.entries(ranges)) {
    if (!subsets(subset)) continue;
    const id = subset.replace(/^\[(\d+)\]$/, '$1');
    const fileOf = (weight: string) =>
      files[`/node_modules/@fontsource/${directory}/files/${prefix}-${id}-${weight}-normal.woff`];
    const regular = fileOf('400');
    if (!regular) continue;
    const bold = weights.includes('700') ? fileOf('700') : undefined;
    slices.push({
      name: `${prefix}-${id}-400-normal`,
      ranges: parseUnicodeRange(range),
      files: bold ? { regular, bold } : { regular },
    });
  }
  return slices;
}

/**
 * Noto Sans's slices, the most used first: a ₹ is looked up in Latin Extended (which every price in rupees
 * needs anyway) before Devanagari, and the Latin slice also gives the spaces and punctuation of every script.
 */
const NOTO_SANS_ORDER = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'devanagari',
];

/** Every slice, in the order a character is looked up (see above). */
export const FONT_SLICES: readonly FontSlice[] = [
  ...NOTO_SANS_ORDER.flatMap((subset) =>
    family('noto-sans', 'noto-sans', notoSansRanges, NOTO_SANS_FILES, (s) => s === subset, ['400', '700']),
  ),
  ...family(
    'noto-sans-hebrew',
    'noto-sans-hebrew',
    notoSansHebrewRanges,
    NOTO_SANS_HEBREW_FILES,
    (s) => s === 'hebrew',
    ['400', '700'],
  ),
  ...family('noto-sans-kr', 'noto-sans-kr', notoSansKrRanges, NOTO_SANS_KR_FILES, (s) => s.startsWith('['), [
    '400',
  ]),
];
