import { countriesMap } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { chargeDefault } from './charge-defaults';

describe('chargeDefault', () => {
  const countries = countriesMap();

  it("starts each charge at the fee table's figure for the country", () => {
    expect(chargeDefault('regulatory_fee_rate', countries.GB)).toBe(0.32);
    expect(chargeDefault('vat_on_fees_rate', countries.GB)).toBe(20);
    expect(chargeDefault('currency_conversion_rate', countries.US)).toBe(2.5);
    expect(chargeDefault('international_processing_rate', countries.CA)).toBe(4);
    // No separate rate for buyers abroad: the domestic one, which adds nothing.
    expect(chargeDefault('international_processing_rate', countries.US)).toBe(3);
    expect(chargeDefault('regulatory_fee_rate', undefined)).toBeNull();
  });
});
