import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import ratesFile from '../data/exchange-rates.json' with { type: 'json' };
import { calculate } from '../fees/calculate';
import { ecbDailyXml } from './ecb-daily-fixture';
import {
  convertFromUsd,
  exchangeRates,
  installRates,
  RATES_AS_OF,
  ratesAsOf,
  ratesTable,
  resetRates,
} from './rates';
import { readEcbDailyXml, usdRateFromEur, usdRatesFromEur } from './reference-rates';

afterEach(resetRates);

const LATER_REFERENCE = { ...ratesFile.eur_reference_rates, USD: '1.0500', GBP: '0.8400' };

describe('rates derived from the euro reference rates', () => {
  it('gives the bundled table from its own reference rates, to the last decimal', () => {
    const derived = usdRatesFromEur(ratesFile.eur_reference_rates);
    for (const [code, rate] of Object.entries(ratesFile.rates)) {
      expect(Number(derived[code]), code).toBe(Number(rate));
    }
  });

  it('rounds half-up at the sixth decimal, on integers', () => {
    expect(usdRateFromEur('0.8726', '1.1741')).toBe('0.743208');
    expect(usdRateFromEur('1', '8')).toBe('0.125000');
    expect(usdRateFromEur('1', '3')).toBe('0.333333');
    expect(usdRateFromEur('2', '3')).toBe('0.666667');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b) => {
          const rate = Number(usdRateFromEur(`${a / 1e4}`, `${b / 1e4}`));
          expect(Math.abs(rate - a / b)).toBeLessThanOrEqual(5e-7 + 1e-9 * (a / b));
        },
      ),
    );
  });

  it('reads the ECB daily file and refuses one without dated rates', () => {
    const read = readEcbDailyXml(ecbDailyXml('2026-12-04', { USD: '1.0500', JPY: '160.12' }));
    expect(read).toEqual({ date: '2026-12-04', rates: { EUR: '1', USD: '1.0500', JPY: '160.12' } });
    expect(() => readEcbDailyXml('<html>Service unavailable</html>')).toThrow(/no dated rates/);
  });
});

describe('installing newer rates', () => {
  const later = {
    as_of: '2026-12-04',
    source: ratesFile.source,
    source_url: ratesFile.source_url,
    rates: usdRatesFromEur(LATER_REFERENCE),
  };

  it('converts the listing fee at the installed rates and dates the formulas with them', () => {
    const before = convertFromUsd(20, 'GBP');
    expect(installRates(later)).toBe(true);
    expect(ratesAsOf()).toBe('2026-12-04');
    expect(exchangeRates().as_of).toBe('2026-12-04');
    // 0.20 USD at 0.84 / 1.05 = 0.80 GBP per USD: 16 pence, where the bundled rates gave 15.
    expect(convertFromUsd(20, 'GBP')).toBe(16);
    expect(before).toBe(15);
    const result = calculate({ mode: 'forward', country: 'GB', selling_price: 20, quantity: 1 });
    expect(result.formulas.listingFee).toContain('rates of 2026-12-04');
  });

  it('hands out the rates in force as a table that installs to the same figures', () => {
    installRates(later);
    const table = ratesTable();
    resetRates();
    expect(ratesAsOf()).toBe(RATES_AS_OF);
    expect(installRates(table)).toBe(true);
    expect(exchangeRates()).toMatchObject({ as_of: '2026-12-04', rates: { GBP: 0.8, USD: 1 } });
    expect(convertFromUsd(20, 'GBP')).toBe(16);
  });

  it('keeps the rates in force over an older table or one missing a currency', () => {
    expect(installRates({ ...later, as_of: '2020-01-01' })).toBe(false);
    const { JPY: _dropped, ...withoutYen } = later.rates;
    expect(installRates({ ...later, rates: withoutYen })).toBe(false);
    expect(installRates({ ...later, rates: { ...later.rates, EUR: '0' } })).toBe(false);
    expect(installRates({ ...later, rates: { ...later.rates, EUR: '1e3' } })).toBe(false);
    expect(ratesAsOf()).toBe(RATES_AS_OF);
  });
});
