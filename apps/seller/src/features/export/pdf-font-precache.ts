/**
 * The font slices every PDF report needs, which the service worker keeps so a PDF can be exported offline:
 * Latin, Latin Extended (the signs of zł, Kč, ₩, ₪ and ₹) and the Korean face's slice holding the formulas' →.
 * Slices for a seller's own words in other scripts are cached the first time a PDF uses them.
 */
export const OFFLINE_FONT_SLICES = ['noto-sans-latin', 'noto-sans-latin-ext', 'noto-sans-kr-110'] as const;

/** Workbox globs for those files in the build (Vite names them "<name>-<hash>.woff"). */
export const PDF_FONT_PRECACHE = OFFLINE_FONT_SLICES.map(
  (slice) => `assets/${slice}-{400,700}-normal-*.woff`,
);

/** The service worker's cache for the other slices: a file's name carries its hash, so it never changes. */
export function isPdfFontFile({ url }: { url: URL }): boolean {
  return url.pathname.startsWith('/assets/noto-sans-') && url.pathname.endsWith('.woff');
}
