import { countriesMap } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { advancedInUse, chargeDefault, DEFAULT_FORM, formFromStored } from './form';

describe('formFromStored', () => {
  it('takes each field that has the right type and keeps the default for the rest', () => {
    const form = formFromStored({
      mode: 'reverse',
      targetKind: 'sideways',
      target_margin: 55,
      selling_price: '19.5',
      product_cost: 'lots',
      printing_cost: '-2',
      packaging_cost: '1.505',
      additional_costs: '0.75',
      quantity: '0',
      shipping_cost: 4,
      free_shipping: 'yes',
      has_offsite_ads: true,
      charges: {
        vat_on_fees_rate: { on: true, rate: '20' },
        regulatory_fee_rate: { on: 'maybe', rate: '1' },
      },
      unknown: 1,
    });
    expect(form).toEqual({
      ...DEFAULT_FORM,
      mode: 'reverse',
      target_margin: 55,
      selling_price: '19.5',
      additional_costs: '0.75',
      has_offsite_ads: true,
      charges: { ...DEFAULT_FORM.charges, vat_on_fees_rate: { on: true, rate: '20' } },
    });
  });

  it('gives nothing for what is not a form', () => {
    for (const value of [null, 'x', 3, [], undefined]) expect(formFromStored(value)).toBeNull();
  });
});

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

describe('advancedInUse', () => {
  it('counts the options that change the result', () => {
    expect(advancedInUse(DEFAULT_FORM)).toBe(0);
    expect(advancedInUse({ ...DEFAULT_FORM, quantity: '1', discount_rate: '0', selling_price: '9' })).toBe(0);
    expect(
      advancedInUse({
        ...DEFAULT_FORM,
        quantity: '2',
        vat_rate: '20',
        free_shipping: true,
        charges: { ...DEFAULT_FORM.charges, vat_on_fees_rate: { on: true, rate: '20' } },
      }),
    ).toBe(4);
  });
});
