import { numberSymbols } from './locale-numbers';

/*
 * Reading a typed number in a seller's language: a module of its own, apart from the formatters, so that an app
 * whose first screen only formats can leave it to the code it loads with the other languages.
 */

const DIGITS = /^\d+$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+$/;

/**
 * A number a seller typed, in their language's way or the English way: '12,50' in German is 12.5, '1.234,56' is
 * 1234.56, '1.234' is 1234. A group separator is only ever read as one where it groups three digits; where it
 * cannot be one ('12.50' in German, '12,50' in English) and it is the only separator, it is the decimal mark the
 * seller is used to. Anything else ('1,234.5' in German, '1.2.3', 'abc') is null: refused, never guessed.
 */
export function parseLocaleNumber(text: string, locale = 'en'): number | null {
  const { decimal, group } = numberSymbols(locale);
  let body = text.trim().replace(/^[\u2212]/, '-');
  let sign = 1;
  if (body.startsWith('-') || body.startsWith('+')) {
    if (body.startsWith('-')) sign = -1;
    body = body.slice(1).trimStart();
  }
  // Spaces group digits in French; there a space typed inside a number is a group separator, elsewhere a mistake.
  // From here on ',' stands for the locale's group separator, '.' for its decimal mark and '?' for the
  // other convention's mark.
  const spaceGroups = /^\s$/u.test(group);
  const swapped = [...body]
    .map((ch) =>
      /\s/u.test(ch)
        ? spaceGroups
          ? ','
          : ' '
        : ch === decimal
          ? '.'
          : ch === group
            ? ','
            : ch === '.' || ch === ','
              ? '?'
              : ch,
    )
    .join('');
  if (swapped.includes(' ') || swapped === '') return null;
  const read = (whole: string, fraction: string | undefined): number | null => {
    if (!(DIGITS.test(whole) || GROUPED.test(whole)) || (fraction !== undefined && !DIGITS.test(fraction)))
      return null;
    return sign * Number(`${whole.replace(/,/g, '')}${fraction !== undefined ? '.' + fraction : ''}`);
  };

  const marks = swapped.replace(/[^.,?]/g, '');
  if (marks === '') return read(swapped, undefined);
  const [whole = '', fraction] = swapped.split(/[.?]/);
  // The locale's own writing: groups of three, then at most one decimal mark ('1.234,5' in German).
  if (/^,*\.?$/.test(marks) && (marks.includes('.') || GROUPED.test(whole))) return read(whole, fraction);
  // One mark that cannot be the locale's digit grouping is a decimal mark: '12.50' in German, '12,50' in
  // English. The other convention's mark before exactly three digits ('1.234' in French) may be a thousands
  // separator: refused rather than guessed.
  if (marks === ',' || (marks === '?' && fraction?.length !== 3)) {
    const [w = '', f = ''] = swapped.split(/[,?]/);
    return read(w, f);
  }
  return null;
}
