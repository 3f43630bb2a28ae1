import type { ManifestOptions } from 'vite-plugin-pwa';
import { manifestFileName } from './manifest-link';

/** What a language's manifest says: the app's name under its icon and in the install prompt. */
export interface ManifestWords {
  name: string;
  short_name: string;
  description: string;
}

/** Everything of the manifest that is the same in every language. */
const MANIFEST_LOOK: Partial<ManifestOptions> = {
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#f8f9fa',
  theme_color: '#0f8b7d',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The web app manifest of one language. */
export function webManifest(locale: string, words: ManifestWords): Partial<ManifestOptions> {
  return { ...words, lang: locale, ...MANIFEST_LOOK };
}

/** One file for each language but English (vite-plugin-pwa writes English's from `webManifest('en', …)`). */
export function localizedManifestFiles(
  words: Record<string, ManifestWords>,
): { fileName: string; source: string }[] {
  return Object.entries(words)
    .filter(([locale]) => locale !== 'en')
    .map(([locale, localeWords]) => ({
      fileName: manifestFileName(locale),
      source: JSON.stringify(webManifest(locale, localeWords)),
    }));
}
