import { prefillFromQuery } from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import { formFromPrefill } from './form';
import { prefillCountry, removePrefillFromAddress } from './prefill';

describe('prefillCountry', () => {
  it("takes the link's country, else the first country paying out in its currency", () => {
    expect(prefillCountry(prefillFromQuery('?country=fr&curr=EUR'))).toBe('FR');
    expect(prefillCountry(prefillFromQuery('?curr=EUR'))).toBe('DE');
    expect(prefillCountry(prefillFromQuery('?curr=JPY'))).toBeUndefined();
    expect(prefillCountry(null)).toBeUndefined();
  });
});

describe('removePrefillFromAddress', () => {
  const clean = (search: string) => {
    const history = { state: { keep: true }, replaceState: vi.fn() };
    removePrefillFromAddress({ pathname: '/calc', search, hash: '#results' }, history);
    expect(history.replaceState.mock.calls[0]?.[0]).toEqual({ keep: true });
    return history.replaceState.mock.calls[0]?.[2] as string;
  };

  it("removes the calculator's parameters, long and short, readable or not, and keeps the rest", () => {
    expect(clean('?m=forward&price=abc&ship=4&curr=USD&country=US&oa=1&qty=2&utm_source=mail')).toBe(
      '/calc?utm_source=mail#results',
    );
    expect(clean('?mode=reverse&target_margin=40&vat_included=true&payment_success=true')).toBe(
      '/calc?payment_success=true#results',
    );
    expect(clean('?selling_price=25')).toBe('/calc#results');
  });
});

describe('formFromPrefill', () => {
  it('fills what the link names on an empty form', () => {
    const form = formFromPrefill(prefillFromQuery('?m=reverse&prod=5&qty=3&oa=1&vat_rate=20')!);
    expect(form).toMatchObject({
      mode: 'reverse',
      product_cost: '5',
      quantity: '3',
      has_offsite_ads: true,
      vat_rate: '20',
      selling_price: '',
      targetKind: 'profit',
    });
  });

  it('ignores values the inputs could not hold, as they would ignore the keystrokes', () => {
    const form = formFromPrefill(prefillFromQuery('?price=-5&prod=5.555&ship=4&print=1e21')!);
    expect(form).toMatchObject({
      selling_price: '',
      product_cost: '',
      shipping_cost: '4',
      printing_cost: '',
    });
  });

  it('solves for the margin when the link gives one (and no profit), kept within the slider', () => {
    expect(formFromPrefill(prefillFromQuery('?target_margin=35')!)).toMatchObject({
      targetKind: 'margin',
      target_margin: 35,
    });
    expect(formFromPrefill(prefillFromQuery('?target_margin=95')!).target_margin).toBe(80);
    expect(formFromPrefill(prefillFromQuery('?target_margin=35&target_profit=10')!)).toMatchObject({
      targetKind: 'profit',
      target_profit: '10',
    });
  });
});
