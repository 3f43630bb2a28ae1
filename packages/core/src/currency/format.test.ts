import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../countries/countries';
import {
  formatCount,
  formatMajor,
  formatMoney,
  formatMoneyUnrounded,
  formatPercent,
  formatRate,
} from './format';

describe('money formatting', () => {
  it('prints 2 decimals with the symbol and thousands separators', () => {
    expect(formatMoney(1_234_567, 'USD')).toBe('$12,345.67');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(-1_679, 'GBP')).toBe('-£16.79');
    expect(formatMoney(0, 'AUD')).toBe('A$0.00');
  });

  it('prints no decimals for JPY, KRW and HUF', () => {
    expect(formatMoney(1_500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(140_278, 'KRW')).toBe('₩140,278');
    expect(formatMoney(9_990, 'HUF')).toBe('Ft 9,990');
    expect(formatMajor(1_500, 'JPY')).toBe('¥1,500');
  });

  it('spaces symbols made of letters', () => {
    expect(formatMoney(1_250, 'CHF')).toBe('CHF 12.50');
    expect(formatMoney(1_250, 'SEK')).toBe('kr 12.50');
    expect(formatMoney(1_250, 'XYZ')).toBe('XYZ 12.50');
  });

  it('has a symbol for at least 20 currencies', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(20);
    for (const c of CURRENCIES) expect(c.symbol).not.toBe('');
  });

  it('shows an unrounded amount with the extra decimals it has', () => {
    expect(formatMoneyUnrounded(188.5, 'USD')).toBe('$1.885');
    expect(formatMoneyUnrounded(176.085, 'GBP')).toBe('£1.76085');
    expect(formatMoneyUnrounded(200, 'USD')).toBe('$2.00');
    expect(formatMoneyUnrounded(29.486, 'JPY')).toBe('¥29.486');
  });

  it('prints rates without trailing zeros', () => {
    expect(formatPercent(6.5)).toBe('6.5%');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(0.32)).toBe('0.32%');
  });
});

describe('rates and counts', () => {
  it('prints a fraction as a rate in percent, to at most 2 decimals', () => {
    expect(formatRate(0.03)).toBe('3%');
    expect(formatRate(0.065)).toBe('6.5%');
    expect(formatRate(0.0032)).toBe('0.32%');
    expect(formatRate(0.07)).toBe('7%'); // 7.000000000000001 in floating point
    expect(formatRate(1 / 3)).toBe('33.33%');
    expect(formatRate(0)).toBe('0%');
  });

  it('groups thousands in counts and rounds to whole items', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(2.5)).toBe('3');
    expect(formatCount(-1_500)).toBe('-1,500');
    expect(formatCount(-0.2)).toBe('0');
  });

  it("counts print as en-US Intl prints them (the app's old formatter), for every whole number", () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (count) => {
        expect(formatCount(count)).toBe(intl.format(count));
      }),
    );
  });
});
