// The seller app's own message catalogues, read so a browser test can find a control by the name it has in the
// seller's language: the English source text is the message id (apps/seller/lingui.config.ts), so a test keeps
// writing the English words and gets the translation the app draws.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SELLER_LANGUAGES = ['de', 'fr', 'it', 'es', 'nl'] as const;
export type SellerLanguage = 'en' | (typeof SELLER_LANGUAGES)[number];

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/seller/src/locales',
);

/** A .po string's value: its quoted pieces joined, the escapes read. */
const poString = (pieces: string) =>
  [...pieces.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
    .map(([, inner]) => inner!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c)))
    .join('');

function readCatalogue(language: SellerLanguage): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of ['messages.po', 'later.po']) {
    const text = fs.readFileSync(path.join(localesDir, language, file), 'utf8');
    for (const [, id, str] of text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
      const key = poString(id!);
      // An untranslated message shows its English text (the app's fallback).
      if (key) entries.set(key, poString(str!) || key);
    }
  }
  return entries;
}

/** The plural form a count above one takes: `{n, plural, one {…} other {# …}}` → `# …`. */
const pluralOther = (message: string) =>
  message.replace(/\{\s*\w+\s*,\s*plural\s*,.*?other\s*\{([^{}]*)\}\s*\}/s, '$1');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's text in the page's language: English as written, or wordsIn(language).t. */
export type Translate = (english: string) => string;
export const english: Translate = (text) => text;

export interface Words {
  language: SellerLanguage;
  /** The app's text for an English message in this language, with its `{placeholders}` filled in. */
  t: (english: string, values?: Record<string, string | number>) => string;
  /** A pattern for the message whatever fills its placeholders (and a plural's count). */
  like: (english: string) => RegExp;
}

const cache = new Map<SellerLanguage, Words>();

/** The seller app's words in `language`; an English id that is not in the catalogue is a mistake in the test. */
export function wordsIn(language: SellerLanguage): Words {
  const known = cache.get(language);
  if (known) return known;
  const catalogue = readCatalogue(language);
  const lookUp = (english: string) => {
    const message = catalogue.get(english);
    if (message === undefined) throw new Error(`"${english}" is not a message of the seller app`);
    return message;
  };
  const words: Words = {
    language,
    t: (english, values = {}) =>
      lookUp(english).replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    // A name's spaces as a browser computes it: a no-break space (French before ':') is a space, and one at either
    // end may be trimmed where the text joins another element's.
    like: (english) =>
      new RegExp(
        escapeRegExp(pluralOther(lookUp(english)).replace(/[\u00a0\u202f]/g, ' '))
          .replace(/\\\{\w+\\\}/g, '.+')
          .replace(/#/g, '\\d+')
          .replace(/^ +| +$/g, '\\s*')
          .replace(/ +/g, '\\s+'),
      ),
  };
  cache.set(language, words);
  return words;
}
