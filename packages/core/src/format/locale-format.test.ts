import { describe, expect, it } from 'vitest';
import { formatCount, formatMajor, formatMoney, formatPercent, formatRate } from '../currency/format';
import { formatIsoDate, formatLongDate } from './dates';

// Intl puts a no-break space between a number and its symbol, so a price never breaks across lines.
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatting in the seller’s language', () => {
  it('writes money the German way', () => {
    expect(formatMoney(123_456, 'EUR', 'de')).toBe(nb('1.234,56 €'));
    expect(formatMajor(25, 'USD', 'de')).toBe(nb('25,00 $'));
    expect(formatMoney(-1_250, 'EUR', 'de')).toBe(nb('-12,50 €'));
    expect(formatMoney(1_500, 'JPY', 'de')).toBe(nb('1.500 ¥'));
  });

  it('writes money in the other languages', () => {
    expect(formatMoney(123_456, 'EUR', 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(123_456, 'EUR', 'nl')).toBe(nb('€ 1.234,56'));
    expect(formatMoney(123_456, 'EUR', 'it')).toBe(nb('1234,56 €'));
    expect(formatMoney(123_456, 'GBP', 'es')).toBe(nb('1234,56 £'));
  });

  it('keeps the English formats when no language or English is given', () => {
    expect(formatMoney(123_456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(123_456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatPercent(6.5, 'en')).toBe('6.5%');
    expect(formatCount(1000, 'en')).toBe('1,000');
  });

  it('writes rates, percentages and counts', () => {
    expect(formatPercent(6.5, 'de')).toBe(nb('6,5 %'));
    expect(formatRate(0.0032, 'fr')).toBe('0,32\u00a0%');
    expect(formatCount(12_345, 'de')).toBe('12.345');
  });

  it('writes dates with the month in the language', () => {
    expect(formatLongDate(new Date('2026-01-31T12:00:00Z'), 'UTC', 'de')).toBe('31. Januar 2026');
    expect(formatLongDate(new Date('2026-01-31T12:00:00Z'), 'UTC', 'fr')).toBe('31 janvier 2026');
    expect(formatIsoDate('2025-10-04', 'de')).toBe('4. Okt. 2025');
    expect(formatLongDate(new Date('2026-01-31T12:00:00Z'), 'UTC')).toBe('January 31, 2026');
  });
});
