import { FONT_SLICES, type FontSlice } from './font-slices';

/* eslint-disable lingui/no-unlocalized-strings -- CSS font descriptors (unicode ranges, sources, font shorthands): no words */

/**
 * The image export draws on a canvas, which prints with whatever fonts the page has: a phone without a Korean
 * font would print a Korean product name as empty boxes. So the picture uses the PDF's own Noto Sans slices,
 * handed to the browser as one font family with each slice's Unicode range: the browser fetches only the slices
 * the picture's text needs, and the system fonts stand in only when a file cannot be fetched.
 */
export const IMAGE_FONT_FAMILY = 'Margin Export Sans';

export interface ImageFontFace {
  url: string;
  /** CSS font-weight of the face. */
  weight: '400' | '700';
  /** CSS unicode-range. */
  unicodeRange: string;
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** "U+AC00-ACFF, U+2192" for a slice's ranges. */
export function unicodeRangeOf(slice: FontSlice): string {
  return slice.ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/**
 * One face per slice and weight. A slice without a bold file (the Korean face) is given for bold too, so bold
 * Hangul prints in its regular face rather than falling back to a system font that may not have it.
 */
export function imageFontFaces(slices: readonly FontSlice[] = FONT_SLICES): ImageFontFace[] {
  return slices.flatMap((slice) => {
    const unicodeRange = unicodeRangeOf(slice);
    const bold = 'bold' in slice.files ? slice.files.bold : slice.files.regular;
    return [
      { url: slice.files.regular, weight: '400' as const, unicodeRange },
      { url: bold, weight: '700' as const, unicodeRange },
    ];
  });
}

let registered = false;

/**
 * Makes the faces that `text` needs ready for drawing at the weights the picture uses. A face that cannot be
 * fetched (offline, before the files were ever cached) leaves those characters to the system fonts.
 */
export async function loadImageFonts(text: string, fonts: FontFaceSet = document.fonts): Promise<void> {
  if (!registered) {
    for (const face of imageFontFaces()) {
      fonts.add(
        new FontFace(IMAGE_FONT_FAMILY, `url(${face.url}) format('woff')`, {
          weight: face.weight,
          unicodeRange: face.unicodeRange,
        }),
      );
    }
    registered = true;
  }
  await Promise.all(
    ['400', '500', '700'].map((weight) =>
      fonts.load(`${weight} 24px "${IMAGE_FONT_FAMILY}"`, text).catch(() => undefined),
    ),
  );
}
