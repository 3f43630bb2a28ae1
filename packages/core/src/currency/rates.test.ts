import { describe, expect, it } from 'vitest';
import { calculate } from '../fees/calculate';
import { convertedFiguresNote, RATES_AS_OF, ratesAgeDays } from './rates';

describe('the exchange-rate snapshot date', () => {
  it('dates the converted offsite ads cap in the formulas, as the listing fee already is', () => {
    const result = calculate({
      mode: 'forward',
      country: 'GB',
      selling_price: 900,
      has_offsite_ads: true,
      quantity: 1,
    });
    expect(result.formulas.offsiteAdsFee).toContain(`capped at`);
    expect(result.formulas.offsiteAdsFee).toContain(`($100.00 at rates of ${RATES_AS_OF}) per order`);
    expect(result.formulas.listingFee).toContain(`rates of ${RATES_AS_OF}`);
  });

  it('warns once the rates are older than 30 days, and not for dollars', () => {
    const asOf = '2026-01-01';
    expect(ratesAgeDays(asOf, new Date('2026-01-31T08:00:00Z'))).toBe(30);
    expect(convertedFiguresNote('EUR', asOf, new Date('2026-01-31T08:00:00Z'))?.stale).toBe(false);
    const old = convertedFiguresNote('EUR', asOf, new Date('2026-02-01T08:00:00Z'))!;
    expect(old.stale).toBe(true);
    expect(old.text).toContain('These rates are 31 days old');
    expect(convertedFiguresNote('USD', asOf, new Date('2027-01-01'))).toBeNull();
  });
});
