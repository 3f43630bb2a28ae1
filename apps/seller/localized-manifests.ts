import { getCatalogs } from '@lingui/cli/api';
import { makeConfig, type LinguiConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { localizedManifestFiles, type ManifestWords } from './src/features/pwa/web-manifest';

type CatalogMessages = Record<string, { message?: string; translation?: string } | undefined>;

/** One language's manifest words from its catalogue (English, the source, may keep its text as the message). */
export function manifestWordsIn(messages: CatalogMessages, locale: string, isSource: boolean): ManifestWords {
  const text = (field: keyof ManifestWords) => {
    const entry = messages[`manifest.${field}`];
    const found = entry?.translation || (isSource ? entry?.message : undefined);
    if (!found) throw new Error(`The install manifest's ${field} has no text in ${locale}`);
    return found;
  };
  return { name: text('name'), short_name: text('short_name'), description: text('description') };
}

/**
 * Each language's manifest words, read from the message catalogues by their ids (the messages are written in
 * src/features/content/install-manifest.ts, whose macros only Lingui's extractor and the app's build read). A word
 * missing in a language fails the build rather than installing an app named by an id.
 */
export async function manifestWords(
  linguiConfig: LinguiConfig,
  rootDir: string,
): Promise<Record<string, ManifestWords>> {
  const config = makeConfig({ ...linguiConfig, rootDir }, { skipValidation: true });
  const catalogs = await getCatalogs(config);
  const words: Record<string, ManifestWords> = {};
  for (const locale of config.locales) {
    const read = await Promise.all(catalogs.map((catalog) => catalog.read(locale)));
    const messages = Object.assign({}, ...read) as CatalogMessages;
    words[locale] = manifestWordsIn(messages, locale, locale === config.sourceLocale);
  }
  return words;
}

/** Writes every language's manifest but English's (vite-plugin-pwa writes that one) beside the app. */
export function localizedManifests(words: Record<string, ManifestWords>): Plugin {
  return {
    name: 'margin:localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const file of localizedManifestFiles(words)) this.emitFile({ type: 'asset', ...file });
    },
  };
}
