import { describe, expect, it } from 'vitest';
import { footerDate, longDate, processingByCountry, proseDate, proseMoney } from './fee-facts';

// Intl writes a no-break space before a symbol; the tests read it as a space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('fee facts', () => {
  it.each([
    ['2025-10-04', 'Oct 04, 2025'],
    ['2026-01-15', 'Jan 15, 2026'],
    ['2024-12-01', 'Dec 01, 2024'],
  ])('writes %s as the footer does: %s', (iso, text) => {
    expect(footerDate(iso)).toBe(text);
  });

  it('writes a date in prose as the language does', () => {
    expect(proseDate('2025-10-04', 'en')).toBe('Oct 04, 2025');
    expect(proseDate('2025-10-04', 'de')).toBe('4. Oktober 2025');
    expect(longDate('2025-10-07', 'en')).toBe('October 7, 2025');
    expect(longDate('2025-10-07', 'fr')).toBe('7 octobre 2025');
  });

  it('drops a zero fraction in prose, and only that', () => {
    expect(proseMoney(10_000, 'USD')).toBe('$100');
    expect(proseMoney(1_000_000, 'USD')).toBe('$10,000');
    expect(proseMoney(20, 'USD')).toBe('$0.20');
    expect(proseMoney(1_050, 'EUR')).toBe('€10.50');
    expect(proseMoney(500, 'JPY')).toBe('¥500');
    expect(plain(proseMoney(1_000_000, 'USD', 'de'))).toBe('10.000 $');
    expect(plain(proseMoney(20, 'USD', 'de'))).toBe('0,20 $');
    expect(plain(proseMoney(1_000_000, 'JPY', 'de'))).toBe('1.000.000 ¥');
  });

  it("writes each country's processing in its own currency and the seller's language", () => {
    const rows = (locale: string) =>
      Object.fromEntries(
        processingByCountry(locale).map((row) => [row.code, [row.name, plain(row.processing)]]),
      );
    expect(rows('en')).toMatchObject({
      US: ['United States', '3% + $0.25'],
      GB: ['United Kingdom', '4% + £0.20'],
      CA: ['Canada', '3% + CA$0.25'],
      DE: ['Germany', '4% + €0.30'],
    });
    expect(rows('de')).toMatchObject({
      DE: ['Deutschland', '4 % + 0,30 €'],
      GB: ['Vereinigtes Königreich', '4 % + 0,20 £'],
    });
  });
});
