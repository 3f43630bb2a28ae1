import { describe, expect, it } from 'vitest';
import { addDays, isoDay } from './dates';
import { parseKeywords, sampleMarketInsights } from './market';
import { ZSalesAnalyticsInputSchema } from './insight-schemas';
import { ZProductInputSchema, ZProductUpdateSchema, ZSalesRecordInputSchema } from './schemas';

const sale = {
  date: '2026-10-04',
  product_name: 'Silver ring',
  selling_price: 25,
  total_costs: 9.5,
  quantity: 2,
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a sales record', () => {
  it('takes the spec fields and defaults the currency to USD', () => {
    expect(ZSalesRecordInputSchema.parse(sale)).toEqual({ ...sale, currency: 'USD' });
  });

  it.each([
    [{ date: '2026-02-30' }, 'must be a date written as YYYY-MM-DD'],
    [{ date: '1999-12-31' }, 'cannot be before 1 January 2000'],
    [{ date: addDays(isoDay(new Date()), 2) }, 'cannot be in the future'],
    [{ product_name: '  ' }, 'is required'],
    [{ product_name: 'x'.repeat(201) }, 'must be at most 200 characters'],
    [{ selling_price: -1 }, 'cannot be negative'],
    [{ total_costs: 1e9 }, 'must be at most 1,000,000'],
    [{ quantity: 0 }, 'must be at least 1'],
    [{ quantity: 1.5 }, 'must be a whole number'],
    [{ currency: 'XXX' }, 'is not a supported currency'],
  ])('refuses %o', (change, message) => {
    expect(messages(ZSalesRecordInputSchema.safeParse({ ...sale, ...change }))).toContain(message);
  });

  it('accepts tomorrow (a seller east of Greenwich is already there)', () => {
    expect(ZSalesRecordInputSchema.safeParse({ ...sale, date: addDays(isoDay(new Date()), 1) }).success).toBe(
      true,
    );
  });
});

describe('a product row', () => {
  it('fills what is left out as the spec does: costs 0, margin 30, USD', () => {
    expect(ZProductInputSchema.parse({ name: 'Mug', selling_price: 12 })).toMatchObject({
      product_cost: 0,
      desired_margin: 30,
      currency: 'USD',
    });
  });

  it('updates only what is sent', () => {
    expect(ZProductUpdateSchema.parse({ id: 'p1', selling_price: 14 })).toEqual({
      id: 'p1',
      selling_price: 14,
    });
  });
});

describe('query flags and keywords', () => {
  it('reads booleans as a query string sends them', () => {
    expect(ZSalesAnalyticsInputSchema.parse({ use_demo: 'true', months: '12' })).toMatchObject({
      use_demo: true,
      months: 12,
    });
    expect(ZSalesAnalyticsInputSchema.parse(undefined)).toMatchObject({ use_demo: false, months: 6 });
    expect(ZSalesAnalyticsInputSchema.safeParse({ months: 25 }).success).toBe(false);
  });

  it('uses the first keyword, with the spec fallback range for one the samples do not know', () => {
    expect(parseKeywords(' Soy  Candle, handmade,soy candle')).toEqual(['soy candle', 'handmade']);
    expect(sampleMarketInsights('soy candle').market_data[0]).toMatchObject({
      keyword: 'soy candle',
      price_average: 19.8,
    });
    expect(sampleMarketInsights('crochet frog').market_data[0]).toMatchObject({
      keyword: 'crochet frog',
      price_low: 15.99,
      price_average: 28.5,
      price_high: 45,
    });
  });
});
