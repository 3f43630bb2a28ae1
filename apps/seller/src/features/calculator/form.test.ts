import { describe, expect, it } from 'vitest';
import { advancedInUse, DEFAULT_FORM, formFromStored, formWithPreset } from './form';

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

// A preset is one whole scenario, and says what it changed.
describe('formWithPreset', () => {
  const busy = {
    ...DEFAULT_FORM,
    mode: 'reverse' as const,
    target_profit: '12',
    selling_price: '19',
    product_cost: '40',
    quantity: '3',
    discount_rate: '10',
    vat_rate: '0',
    vat_included: true,
    gift_wrap_cost: '2',
    marketing_ads_cost: '0',
    annual_revenue: '12000',
    free_shipping: false,
    has_offsite_ads: true,
    charges: { ...DEFAULT_FORM.charges, vat_on_fees_rate: { on: true, rate: '20' } },
  };

  it('sets the price, the costs and every order detail, and keeps the mode, target and annual revenue', () => {
    const { form } = formWithPreset(busy, 'digital-download');
    expect(form).toEqual({
      ...busy,
      selling_price: '8',
      product_cost: '0',
      printing_cost: '0',
      packaging_cost: '0',
      additional_costs: '0.5',
      shipping_cost: '0',
      quantity: '1',
      discount_rate: '0',
      vat_rate: '0',
      vat_included: false,
      gift_wrap_cost: '0',
      marketing_ads_cost: '0',
      free_shipping: false,
      has_offsite_ads: false,
      charges: DEFAULT_FORM.charges,
    });
    expect(advancedInUse(form)).toBe(1); // the annual revenue, which stays
  });

  it('names what it reset, and only that', () => {
    expect(formWithPreset(busy, 'heavy-item').message).toBe(
      'Costs filled in from “Heavy item”; your target stays. Also reset: quantity 1, no discount, no VAT, ' +
        'no gift wrap, offsite ads off, optional charges off.',
    );
    expect(formWithPreset(DEFAULT_FORM, 'heavy-item').message).toBe(
      'Price and costs filled in from “Heavy item”.',
    );
  });
});
