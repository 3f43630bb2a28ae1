import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COUNTRIES,
  CURRENCIES,
  countriesMap,
  currenciesMap,
  findCountry,
  guessCountryFromTimeZone,
} from './countries';
import { ZCountriesMapSchema, ZCountryRowSchema, ZCurrencyRowSchema } from './schemas';

describe('country table', () => {
  it("matches its schema, so a typo in a rate fails here and not in a seller's result", () => {
    expect(() => z.array(ZCountryRowSchema).parse(COUNTRIES)).not.toThrow();
    expect(() => z.array(ZCurrencyRowSchema).parse(CURRENCIES)).not.toThrow();
    expect(() => ZCountriesMapSchema.parse(countriesMap())).not.toThrow();
    expect(() => ZCountryRowSchema.parse({ ...COUNTRIES[0], processing_rate_bp: 3.5 })).toThrow();
  });

  it('serves every country of docs/FEES.md with its processing rate', () => {
    const map = countriesMap();
    expect(Object.keys(map)).toEqual(['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL']);
    expect(map.US).toMatchObject({
      currency: 'USD',
      payment_processing_rate: 0.03,
      payment_processing_fixed: 0.25,
    });
    expect(map.GB).toMatchObject({
      currency: 'GBP',
      payment_processing_rate: 0.04,
      payment_processing_fixed: 0.2,
    });
    for (const code of ['DE', 'FR', 'IT', 'ES', 'NL']) {
      expect(map[code]).toMatchObject({
        currency: 'EUR',
        payment_processing_rate: 0.04,
        payment_processing_fixed: 0.3,
      });
    }
  });

  it('keeps rates exact as basis points and dates every row', () => {
    expect(findCountry('ca')).toMatchObject({ processing_rate_bp: 300, processing_fixed_minor: 25 });
    for (const info of Object.values(countriesMap())) {
      expect(info.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(info.source_url).toMatch(/^https:\/\//);
    }
  });

  it('names every currency a country uses', () => {
    const currencies = currenciesMap();
    for (const info of Object.values(countriesMap())) expect(currencies[info.currency]).toBeTruthy();
    expect(Object.keys(currencies).length).toBeGreaterThanOrEqual(20);
  });
});

describe('guessCountryFromTimeZone', () => {
  it.each([
    ['Europe/London', 'GB'],
    ['Europe/Paris', 'DE'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['Australia/Sydney', 'AU'],
    ['America/New_York', 'US'],
    ['Asia/Tokyo', 'US'],
    [undefined, 'US'],
  ])('%s -> %s', (zone, expected) => {
    expect(guessCountryFromTimeZone(zone)).toBe(expected);
  });
});
