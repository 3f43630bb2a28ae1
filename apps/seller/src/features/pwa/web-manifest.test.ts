import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../../lingui.config';
import { manifestWords, manifestWordsIn } from '../../../localized-manifests';
import { LOCALES } from '../../i18n/locales';
import { INSTALL_MANIFEST } from '../content/install-manifest';
import { localizedManifestFiles, webManifest } from './web-manifest';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the install manifest in every language', async () => {
  const words = await manifestWords(linguiConfig, appRoot);

  it('keeps the English manifest as it was', () => {
    expect(webManifest('en', words.en!)).toEqual({
      name: 'Margin — Etsy fee & profit calculator',
      short_name: 'Margin',
      description:
        'Work out marketplace fees, payment processing, taxes and your real profit before you list.',
      lang: 'en',
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
    });
  });

  it('words every language from its catalogue', () => {
    expect(Object.keys(words)).toEqual([...LOCALES]);
    expect(words.en).toEqual({
      name: INSTALL_MANIFEST.name.message,
      short_name: INSTALL_MANIFEST.short_name.message,
      description: INSTALL_MANIFEST.description.message,
    });
    expect(words.de).toEqual({
      name: 'Margin — Etsy-Gebühren- und Gewinnrechner',
      short_name: 'Margin',
      description:
        'Berechne Marktplatz- und Bearbeitungsgebühren, Steuern und deinen echten Gewinn, bevor du einen Artikel einstellst.',
    });
    const names = LOCALES.map((locale) => words[locale]!.name);
    expect(new Set(names).size).toBe(LOCALES.length);
  });

  it('writes one manifest file for each language but English, the same app in its words', () => {
    const files = localizedManifestFiles(words);
    expect(files.map((file) => file.fileName)).toEqual([
      'manifest.de.webmanifest',
      'manifest.fr.webmanifest',
      'manifest.it.webmanifest',
      'manifest.es.webmanifest',
      'manifest.nl.webmanifest',
    ]);
    const german = JSON.parse(files[0]!.source) as Record<string, unknown>;
    const english = webManifest('en', words.en!);
    expect(german).toEqual({ ...english, ...words.de, lang: 'de' });
  });

  it('refuses to build with a word missing in a language, rather than naming the app by an id', () => {
    const german = {
      'manifest.name': { message: 'Margin — Etsy fee & profit calculator', translation: 'Margin — Rechner' },
      'manifest.short_name': { message: 'Margin', translation: 'Margin' },
      'manifest.description': { message: 'Work out…', translation: '' },
    };
    expect(() => manifestWordsIn(german, 'de', false)).toThrow(
      "The install manifest's description has no text in de",
    );
    expect(manifestWordsIn(german, 'en', true).description).toBe('Work out…');
  });
});
