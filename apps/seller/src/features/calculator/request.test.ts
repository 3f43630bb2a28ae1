import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, type CalculatorForm } from './form';
import { describeErrors, MISSING_TEXTS, prepareRequest, problemsOf } from './request';

const prepare = (form: Partial<CalculatorForm>, country = 'US') =>
  prepareRequest({ ...DEFAULT_FORM, ...form }, country);

describe('prepareRequest', () => {
  it('sends the product name trimmed, leaves an empty one out, and refuses what the schema refuses', () => {
    expect(
      prepare({ selling_price: '25', product_name: '  Kubek ręcznie robiony ' }).request.product_name,
    ).toBe('Kubek ręcznie robiony');
    expect(prepare({ selling_price: '25', product_name: '   ' }).request).not.toHaveProperty('product_name');
    const override = prepare({ selling_price: '25', product_name: 'mug\u202Egpj.exe' });
    expect(override.errors.product_name).toBe(
      'Use plain text, without control or direction-override characters',
    );
    expect(describeErrors(override.errors)).toEqual([
      'Product name: use plain text, without control or direction-override characters',
    ]);
    expect(prepare({ selling_price: '25', product_name: 'a\tb' }).errors.product_name).toBe(
      'Keep the name on one line',
    );
  });

  it('sends what was typed, leaves empty fields out, and counts unreadable text as 0', () => {
    const { request, errors } = prepare({ selling_price: '25', product_cost: '.', shipping_cost: '' });
    expect(errors).toEqual({});
    expect(request).toEqual({
      mode: 'forward',
      country: 'US',
      selling_price: 25,
      product_cost: 0,
      quantity: 1,
      vat_included: false,
      free_shipping: false,
      has_offsite_ads: false,
    });
  });

  it.each([
    ['', 1],
    ['.', 1],
    ['abc', 1],
    ['3', 3],
  ])('reads quantity %j as %d', (quantity, expected) => {
    const { request, errors } = prepare({ quantity });
    expect(request.quantity).toBe(expected);
    expect(errors).toEqual({});
  });

  it.each([
    [{ quantity: '2.5' }, { quantity: 'Must be a whole number' }],
    [{ quantity: '0' }, { quantity: 'Must be at least 1' }],
    [{ quantity: '10001' }, { quantity: 'Must be at most 10,000' }],
    [{ selling_price: '-5' }, { selling_price: 'Cannot be negative' }],
    [{ selling_price: '12.345' }, { selling_price: 'Use at most 2 decimal places' }],
    [{ product_cost: '1000000.01' }, { product_cost: 'Must be at most 1,000,000' }],
    [{ discount_rate: '100.5' }, { discount_rate: 'Must be at most 100' }],
    [{ vat_rate: '51' }, { vat_rate: 'Must be at most 50' }],
    [
      { mode: 'reverse' as const, targetKind: 'margin' as const, target_margin: 100 },
      { target_margin: 'Must be from 0 to below 100' },
    ],
  ])('refuses %j', (form, errors) => {
    expect(prepare(form).errors).toEqual(errors);
  });

  it('accepts the limits themselves', () => {
    expect(
      prepare({
        selling_price: '1000000',
        annual_revenue: '1000000000',
        quantity: '10000',
        discount_rate: '100',
        vat_rate: '50',
      }).errors,
    ).toEqual({});
  });

  it('sends the target of reverse mode and not the selling price', () => {
    const typed = { selling_price: '25', target_profit: '10' };
    expect(prepare({ ...typed, mode: 'reverse' }).request).toMatchObject({
      mode: 'reverse',
      target_profit: 10,
    });
    expect(prepare({ ...typed, mode: 'reverse' }).request).not.toHaveProperty('selling_price');
    const noTarget = prepare({ ...typed, mode: 'reverse', target_profit: '' });
    expect(noTarget.request).not.toHaveProperty('target_profit');
    expect(noTarget.missing).toEqual({ target_profit: MISSING_TEXTS.targetProfit });

    const margin = prepare({ ...typed, mode: 'reverse', targetKind: 'margin', target_margin: 35 }).request;
    expect(margin).toMatchObject({ target_margin: 35 });
    expect(margin).not.toHaveProperty('target_profit');

    const forward = prepare({ ...typed, targetKind: 'margin' }).request;
    expect(forward).toMatchObject({ selling_price: 25 });
    expect(forward).not.toHaveProperty('target_profit');
    expect(forward).not.toHaveProperty('target_margin');
  });

  // Nothing is calculated without what the mode needs.
  it('asks for a selling price above 0 in forward mode, and for a target profit in reverse mode', () => {
    expect(prepare({}).missing).toEqual({ selling_price: 'Enter a selling price to calculate.' });
    expect(prepare({ selling_price: '0' }).missing).toEqual({
      selling_price: 'Enter a selling price above 0 to calculate.',
    });
    expect(prepare({ selling_price: '0.01' }).missing).toEqual({});
    expect(prepare({ mode: 'reverse' }).missing).toEqual({
      target_profit: 'Enter the profit you want to calculate the price.',
    });
    // A target of 0 is a question too (the break-even price); a margin target always has a value.
    expect(prepare({ mode: 'reverse', target_profit: '0' }).missing).toEqual({});
    expect(prepare({ mode: 'reverse', targetKind: 'margin' }).missing).toEqual({});
    // Range errors are separate: they show as typed, what is missing only after a calculation was asked for.
    expect(prepare({ product_cost: '-1' })).toMatchObject({
      errors: { product_cost: 'Cannot be negative' },
      missing: { selling_price: 'Enter a selling price to calculate.' },
    });
  });

  it('sends an optional charge only while it is on', () => {
    const charges = {
      ...DEFAULT_FORM.charges,
      regulatory_fee_rate: { on: false, rate: '0.32' },
      vat_on_fees_rate: { on: true, rate: '20' },
      currency_conversion_rate: { on: true, rate: '' },
    };
    const { request } = prepare({ charges });
    expect(request).toMatchObject({ vat_on_fees_rate: 20 });
    expect(request).not.toHaveProperty('regulatory_fee_rate');
    expect(request).not.toHaveProperty('currency_conversion_rate');
    expect(prepare({ charges: { ...charges, vat_on_fees_rate: { on: true, rate: '101' } } }).errors).toEqual({
      vat_on_fees_rate: 'Must be at most 100',
    });
  });

  it('uses the country given, in capitals, or the default country for one it does not know', () => {
    expect(prepare({}, 'gb').request.country).toBe('GB');
    expect(prepare({}, 'XX').request.country).toBe('US');
  });
});

describe('problemsOf', () => {
  it('lists what is missing, as asked, before what is wrong, by field', () => {
    expect(problemsOf(prepare({ quantity: '0' }))).toEqual([
      'Enter a selling price to calculate.',
      'Quantity: must be at least 1',
    ]);
  });
});

describe('describeErrors', () => {
  it('names each field for the summary', () => {
    expect(describeErrors({ selling_price: 'Cannot be negative', quantity: 'Must be at least 1' })).toEqual([
      'Selling price: cannot be negative',
      'Quantity: must be at least 1',
    ]);
  });
});
