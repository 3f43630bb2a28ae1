// The e-mailed report (the API's mail catalogues) and the results panel (this app's catalogues) word the
// calculation report each on their own; a seller who reads both must read the same words.
import { mailExplainWords, mailReportWords } from '@margin/api/report-words';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { LOCALES } from '../../i18n/locales';
import { explainWords, reportWords } from './report-words';

afterEach(() => activateLocale('en'));

/** The arguments each worded function is called with, by its path in the words: every case it words. */
const SAMPLES: Record<string, unknown[][]> = {
  targetMargin: [['40%']],
  targetProfit: [['12,00 €']],
  'sections.revenue': [['EUR']],
  countryName: [
    ['DE', 'Germany'],
    ['GB', 'United Kingdom'],
  ],
  itemCount: [[1], [2], [25]],
  perUsd: [['0.92', 'EUR', '1 December 2026']],
  atRatesOf: [['1 December 2026']],
  vatAdded: [['19%', '2,28 €']],
  cappedAt: [['3,00 €']],
  offsiteReason: [
    [true, '$10,000'],
    [false, '$10,000'],
  ],
  feeStructure: [
    [
      {
        country: 'Germany',
        currency: 'EUR',
        listing: '0,18 €',
        transaction: '6,5 %',
        processing: '4 %',
        fixed: '0,30 €',
      },
    ],
  ],
};

/** The words as text: each word as it is, each worded function as what it says for its samples. */
function spelled(words: object, path = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(words)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'function') {
      const samples = SAMPLES[at] ?? SAMPLES[key];
      if (!samples) throw new Error(`No sample arguments for the report word '${at}': add them to SAMPLES`);
      out[at] = samples.map((args) => (value as (...a: unknown[]) => unknown)(...args));
    } else if (typeof value === 'object' && value !== null) {
      Object.assign(out, spelled(value, at));
    } else {
      out[at] = value;
    }
  }
  return out;
}

describe("the e-mailed report's words", () => {
  it.each(LOCALES)('are the results panel’s words in %s', async (locale) => {
    await activateLocale(locale);
    expect(spelled(mailReportWords(locale))).toEqual(spelled(reportWords()));
  });

  it.each(LOCALES)('word the formulas and insights as the results panel does in %s', async (locale) => {
    await activateLocale(locale);
    expect(spelled(mailExplainWords(locale))).toEqual(spelled(explainWords()));
  });
});
