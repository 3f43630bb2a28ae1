import { numberFormat } from '@margin/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  editedLocaleNumber,
  exampleAmount,
  loadNumberReading,
  readablePaste,
  shownNumber,
} from './locale-number-text';
import type { NumberRules } from './number-text';

const money: NumberRules = { decimals: 2, min: 0 };
const count: NumberRules = { decimals: 0, min: 1, max: 999 };
const COMMA_LOCALES = ['de', 'fr', 'it', 'es', 'nl'];

const valueOf = (typed: string, locale: string, rules = money) =>
  editedLocaleNumber(typed, rules, locale)?.value;

// The other languages' reading arrives with their first catalogue (i18n/language.ts); here before any test.
beforeAll(() => loadNumberReading());

describe("a numeric field's text in the seller's language", () => {
  it('reads the decimal comma in every language that writes one', () => {
    for (const locale of COMMA_LOCALES) expect(valueOf('12,50', locale)).toBe('12.50');
  });

  it('reads the German thousands separator as one, never as a decimal point', () => {
    expect(valueOf('1.250', 'de')).toBe('1250');
    expect(valueOf('1.250,50', 'de')).toBe('1250.50');
    expect(valueOf('1.234.567,8', 'de')).toBe('1234567.8');
    expect(valueOf('€ 1.250', 'de')).toBe('1250');
    expect(valueOf('1 234,56', 'fr')).toBe('1234.56');
  });

  it('keeps a text still being typed, with the number read so far', () => {
    expect(editedLocaleNumber('12,', money, 'de')).toEqual({ shown: '12,', value: '12' });
    expect(editedLocaleNumber('1.', money, 'de')).toEqual({ shown: '1.', value: '1' });
    expect(editedLocaleNumber('1.234.5', money, 'de')).toEqual({ shown: '1.234.5', value: '1234' });
    expect(editedLocaleNumber(',', money, 'de')).toEqual({ shown: ',', value: '' });
  });

  it('refuses what it would have to guess, a second decimal mark and a decimal too many', () => {
    expect(editedLocaleNumber('1,234.5', money, 'de')).toBeNull();
    expect(editedLocaleNumber('12,5,', money, 'de')).toBeNull();
    expect(editedLocaleNumber('12,345', money, 'de')).toBeNull();
    expect(editedLocaleNumber('1.234', money, 'fr')).toBeNull();
    expect(editedLocaleNumber('100,5', { ...money, max: 100 }, 'de')).toBeNull();
  });

  it('takes whole numbers where a count is asked, as in English', () => {
    expect(valueOf('1.250', 'de', { ...count, max: 9999 })).toBe('1250');
    expect(valueOf('12', 'de', count)).toBe('12');
    expect(editedLocaleNumber('1000', count, 'de')).toBeNull();
  });

  it("keeps English's own rules: both marks are a decimal point", () => {
    expect(valueOf('3,5', 'en')).toBe('3.5');
    expect(valueOf('12.50', 'en')).toBe('12.50');
    expect(editedLocaleNumber('12.345', money, 'en')).toBeNull();
  });

  it("shows the form's number in the language's format", () => {
    expect(shownNumber('1250.5', 'de')).toBe('1250,5');
    expect(shownNumber('12.50', 'fr')).toBe('12,50');
    expect(shownNumber('12.50', 'en')).toBe('12.50');
    expect(shownNumber('', 'nl')).toBe('');
  });

  it('tells a pasted amount it cannot read from one it can', () => {
    expect(readablePaste('1.234,50 €', 'de')).toBe(true);
    expect(readablePaste('1,234.50', 'de')).toBe(false);
    expect(readablePaste('1,234.50', 'en')).toBe(true);
    expect(exampleAmount('de')).toBe('1.234,50');
  });

  it('reads back every amount its language formats, and every text on the way there as it is typed (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', ...COMMA_LOCALES),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(0, 1, 2),
        fc.boolean(),
        (locale, cents, digits, grouping) => {
          const amount = cents / 100;
          const text = numberFormat(locale, {
            useGrouping: grouping && locale !== 'en',
            minimumFractionDigits: digits,
            maximumFractionDigits: 2,
          }).format(amount);
          expect(Number(valueOf(text, locale))).toBe(amount);
          for (let end = 1; end < text.length; end++) {
            expect(editedLocaleNumber(text.slice(0, end), money, locale)).not.toBeNull();
          }
        },
      ),
    );
  });
});
