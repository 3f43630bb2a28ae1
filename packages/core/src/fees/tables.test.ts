import { describe, expect, it } from 'vitest';
import feesFile from '../data/fees.json' with { type: 'json' };
import ratesFile from '../data/exchange-rates.json' with { type: 'json' };
import { CURRENCIES } from '../countries/countries';
import { convertFromUsd, decimalToScaled, exchangeRates, isAtLeastUsd } from '../currency/rates';
import { marketplaceFeesFor } from './schedule';
import chargesFile from '../data/seller-charges.json' with { type: 'json' };
import { ZExchangeRatesFileSchema, ZFeeScheduleFileSchema, ZSellerChargesFileSchema } from './table-schemas';

describe('fee schedule and exchange-rate tables', () => {
  it('match their schemas', () => {
    expect(() => ZFeeScheduleFileSchema.parse(feesFile)).not.toThrow();
    expect(() => ZExchangeRatesFileSchema.parse(ratesFile)).not.toThrow();
    expect(() => ZSellerChargesFileSchema.parse(chargesFile)).not.toThrow();
  });

  it('date and source every regulatory fee and VAT rate, at the figures of docs/fee-model.md', () => {
    const bp = (rows: Record<string, { rate_bp: number }>) =>
      Object.fromEntries(Object.entries(rows).map(([code, row]) => [code, row.rate_bp]));
    expect(bp(chargesFile.regulatory_operating_fee.rates)).toEqual({
      GB: 32,
      FR: 47,
      IT: 32,
      ES: 40,
      TR: 110,
    });
    expect(bp(chargesFile.vat_on_fees.rates)).toEqual({
      GB: 2000,
      DE: 1900,
      FR: 2000,
      IT: 2200,
      ES: 2100,
      NL: 2100,
    });
  });

  it('carry the figures of docs/FEES.md', () => {
    expect(feesFile).toMatchObject({
      listing_fee_usd_minor: 20,
      transaction_rate_bp: 650,
      offsite_ads: {
        rate_bp: 1500,
        reduced_rate_bp: 1200,
        reduced_rate_from_annual_usd_minor: 1_000_000,
        cap_usd_minor: 10_000,
      },
      currency_conversion_rate_bp: 250,
    });
  });

  it('have a rate for every currency the app formats, each derived from the dated ECB table', () => {
    const usdPerEur = Number(ratesFile.eur_reference_rates.USD);
    for (const { code } of CURRENCIES) {
      const rate = (ratesFile.rates as Record<string, string>)[code];
      const eurRate = (ratesFile.eur_reference_rates as Record<string, string>)[code];
      expect(rate, code).toBeDefined();
      expect(Number(rate)).toBeCloseTo(Number(eurRate) / usdPerEur, 5);
    }
  });
});

describe('currency conversion', () => {
  it('parses decimal strings without floating point', () => {
    expect(decimalToScaled('0.851716', 6)).toBe(851_716);
    expect(decimalToScaled('147.432076', 6)).toBe(147_432_076);
    expect(decimalToScaled('1', 6)).toBe(1_000_000);
    expect(() => decimalToScaled('1e3', 6)).toThrow();
  });

  it('converts USD cents to minor units with one half-up rounding', () => {
    expect(convertFromUsd(20, 'USD')).toBe(20);
    expect(convertFromUsd(20, 'EUR')).toBe(17); // 17.03432
    expect(convertFromUsd(20, 'GBP')).toBe(15); // 14.86416
    expect(convertFromUsd(20, 'JPY')).toBe(29); // 0.20 x 147.432076 = 29.486 yen, no minor unit
    expect(convertFromUsd(10_000, 'KRW')).toBe(140_278); // 100 x 1402.776595
  });

  it('compares an amount with a USD threshold exactly', () => {
    expect(isAtLeastUsd(743_208, 'GBP', 1_000_000)).toBe(true); // 7,432.08 GBP = 10,000 USD
    expect(isAtLeastUsd(743_207, 'GBP', 1_000_000)).toBe(false);
    expect(isAtLeastUsd(1_000_000, 'USD', 1_000_000)).toBe(true);
  });

  it('serves the snapshot with its date and source', () => {
    const rates = exchangeRates();
    expect(rates).toMatchObject({ base: 'USD', as_of: '2025-10-03' });
    expect(rates.rates.USD).toBe(1);
    expect(rates.rates.EUR).toBe(0.851716);
  });
});

describe('marketplace fees by currency', () => {
  it('answers with the rates of the first country paying out in that currency', () => {
    expect(marketplaceFeesFor('eur')).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      listing_fee: 0.17,
      transaction_fee_rate: 0.065,
      payment_processing_rate: 0.04,
      payment_processing_fixed: 0.3,
      offsite_ads_cap: 85.17,
    });
    expect(marketplaceFeesFor('USD')).toMatchObject({ listing_fee: 0.2, payment_processing_fixed: 0.25 });
  });

  it('falls back to the default country with converted fixed fees for other currencies', () => {
    // 0.25 USD x 147.432076 = 36.86 -> 37 yen; listing 29 yen
    expect(marketplaceFeesFor('JPY')).toMatchObject({
      country: 'US',
      listing_fee: 29,
      payment_processing_rate: 0.03,
      payment_processing_fixed: 37,
    });
  });
});
