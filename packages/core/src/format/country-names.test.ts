import { describe, expect, it } from 'vitest';
import { countryName } from './country-names';

describe('countryName', () => {
  it("keeps the fee table's name in English", () => {
    expect(countryName('GB', 'United Kingdom (fee table)', 'en')).toBe('United Kingdom (fee table)');
    expect(countryName('GB', 'United Kingdom (fee table)', 'en-GB')).toBe('United Kingdom (fee table)');
  });

  it("names the country in any other language from Intl's list", () => {
    expect(countryName('GB', 'United Kingdom', 'de')).toBe('Vereinigtes Königreich');
    expect(countryName('DE', 'Germany', 'fr')).toBe('Allemagne');
  });
});
