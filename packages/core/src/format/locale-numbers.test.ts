import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from './locale-number-parse';
import { numberFormat } from './locale-numbers';

const LOCALES = ['en', 'de', 'fr', 'it', 'es', 'nl'];

describe('parseLocaleNumber', () => {
  it("reads the seller's decimal comma", () => {
    expect(parseLocaleNumber('12,50', 'de')).toBe(12.5);
    expect(parseLocaleNumber('12,50', 'fr')).toBe(12.5);
    expect(parseLocaleNumber('0,5', 'nl')).toBe(0.5);
    expect(parseLocaleNumber('12.50', 'en')).toBe(12.5);
  });

  it('reads a thousands separator only where it groups three digits', () => {
    expect(parseLocaleNumber('1.234', 'de')).toBe(1234);
    expect(parseLocaleNumber('1.234,56', 'de')).toBe(1234.56);
    expect(parseLocaleNumber('1.234.567', 'it')).toBe(1234567);
    expect(parseLocaleNumber('1,234', 'en')).toBe(1234);
    expect(parseLocaleNumber('1 234,56', 'fr')).toBe(1234.56);
    expect(parseLocaleNumber('1\u202f234,56', 'fr')).toBe(1234.56);
  });

  it('takes the other convention’s single decimal mark, as a seller used to it types it', () => {
    expect(parseLocaleNumber('12.50', 'de')).toBe(12.5);
    expect(parseLocaleNumber('12,50', 'en')).toBe(12.5);
    expect(parseLocaleNumber('12.5', 'fr')).toBe(12.5);
  });

  it('refuses what it could misread, rather than guess', () => {
    expect(parseLocaleNumber('1,234.5', 'de')).toBeNull();
    expect(parseLocaleNumber('1.234', 'fr')).toBeNull();
    expect(parseLocaleNumber('1.2.3', 'en')).toBeNull();
    expect(parseLocaleNumber('12,5,0', 'de')).toBeNull();
    expect(parseLocaleNumber('1.23,4', 'de')).toBeNull();
    expect(parseLocaleNumber('abc', 'en')).toBeNull();
    expect(parseLocaleNumber('', 'en')).toBeNull();
    expect(parseLocaleNumber('1 2', 'de')).toBeNull();
  });

  it('keeps a sign', () => {
    expect(parseLocaleNumber('-12,50', 'de')).toBe(-12.5);
    expect(parseLocaleNumber('\u22121.000', 'de')).toBe(-1000);
  });

  it('reads back what the same language formats (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.constantFrom(0, 1, 2),
        fc.boolean(),
        (locale, cents, digits, grouping) => {
          const value = cents / 100;
          const text = numberFormat(locale, {
            useGrouping: grouping,
            minimumFractionDigits: digits,
            maximumFractionDigits: 2,
          }).format(value);
          expect(parseLocaleNumber(text, locale)).toBe(value);
        },
      ),
    );
  });
});
