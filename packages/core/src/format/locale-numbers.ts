/**
 * Numbers in a seller's language through Intl: '1.234,56 €' in German, '25,00 $' for dollars, '6,5 %'.
 * English keeps the hand-made formats in ../currency/format.ts (the spec's own texts and the exports use them);
 * every other language reads its own conventions from Intl. Formatters are slow to build, so each is kept.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** True for the languages that keep Margin's own English formats. */
export function isEnglish(locale: string | undefined): boolean {
  return locale === undefined || locale === 'en' || locale.startsWith('en-');
}

/** The locale's decimal mark and digit-group separator ('de': ',' and '.'; 'fr': ',' and a narrow space). */
export function numberSymbols(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}
