import { describe, expect, it } from 'vitest';
import { footerDate, PROCESSING_BY_COUNTRY, proseMoney } from './fee-facts';

describe('fee facts', () => {
  it.each([
    ['2025-10-04', 'Oct 04, 2025'],
    ['2026-01-15', 'Jan 15, 2026'],
    ['2024-12-01', 'Dec 01, 2024'],
  ])('writes %s as the footer does: %s', (iso, text) => {
    expect(footerDate(iso)).toBe(text);
  });

  it('drops a zero fraction in prose, and only that', () => {
    expect(proseMoney(10_000, 'USD')).toBe('$100');
    expect(proseMoney(1_000_000, 'USD')).toBe('$10,000');
    expect(proseMoney(20, 'USD')).toBe('$0.20');
    expect(proseMoney(1_050, 'EUR')).toBe('€10.50');
    expect(proseMoney(500, 'JPY')).toBe('¥500');
  });

  it("writes each country's processing in its own currency", () => {
    const byCode = Object.fromEntries(PROCESSING_BY_COUNTRY.map((row) => [row.code, row.processing]));
    expect(byCode).toMatchObject({
      US: '3% + $0.25',
      GB: '4% + £0.20',
      CA: '3% + CA$0.25',
      DE: '4% + €0.30',
    });
  });
});
