/**
 * The install manifest's file for each language: English keeps vite-plugin-pwa's own `manifest.webmanifest`, the
 * others are written beside it at build time (localized-manifests.ts). An app installed from the page takes its
 * name and description from the manifest the page links, so the link follows the language on screen.
 */
export function manifestFileName(locale: string): string {
  return locale === 'en' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
}

/** Points the page's `<link rel="manifest">` at `locale`'s manifest; a page without one (tests, dev) is left as is. */
export function linkManifestOf(locale: string, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const href = `/${manifestFileName(locale)}`;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
