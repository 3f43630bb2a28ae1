import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from '../fees/calculate';
import type { TCalculationInput } from '../fees/schemas';
import { ZShareSnapshotSchema, ZStoredShareSchema } from './schemas';
import { CALCULATOR_QUERY_PARAMS, calculatorQueryFromInput, prefillFromQuery } from './calculator-query';
import { forwardRequestFromSnapshot, openInCalculatorQuery, snapshotFromCalculation } from './snapshot';

const example: TCalculationInput = {
  mode: 'forward',
  country: 'US',
  selling_price: 25,
  product_cost: 5,
  shipping_cost: 4,
};
const at = new Date('2026-11-22T10:00:00.000Z');

describe('snapshotFromCalculation', () => {
  it('keeps the inputs and the headline results in the spec shape, version 1', () => {
    const result = calculate({ mode: 'forward', country: 'US', ...example });
    const snapshot = snapshotFromCalculation(example, result, 'note', at);
    expect(snapshot).toEqual({
      mode: 'forward',
      currency: 'USD',
      country: 'US',
      price: 25,
      shipping: 4,
      costs: { product: 5, printing: 0, packaging: 0, additional: 0 },
      fees: {
        offsite_ads: false,
        annual_revenue: 0,
        gift_wrap: 0,
        marketing_ads: 0,
        vat_rate: 0,
        vat_included: false,
      },
      options: { free_shipping: false, discount_rate: 0 },
      target: { profit: null, margin: null },
      quantity: 1,
      notes: 'note',
      results: {
        netProfit: 16.79,
        profitMargin: 57.9,
        totalFees: 3.21,
        transactionFee: 1.89,
        processingFee: 1.12,
      },
      version: 1,
      timestamp: '2026-11-22T10:00:00.000Z',
    });
    expect(ZShareSnapshotSchema.parse(snapshot)).toEqual(snapshot);
  });

  it('keeps a reverse answer: the price is the solved one, the target is kept, and it recomputes the same', () => {
    const input: TCalculationInput = { ...example, mode: 'reverse', target_profit: 10, selling_price: null };
    const result = calculate({ mode: 'reverse', country: 'US', ...input });
    const snapshot = snapshotFromCalculation(input, result, '', at);
    expect(snapshot.price).toBe(result.sellingPrice);
    expect(snapshot.target).toEqual({ profit: 10, margin: null });
    const again = calculate(forwardRequestFromSnapshot(snapshot));
    expect(again.profitAnalysis).toEqual(result.profitAnalysis);
  });

  it('carries the optional charges so a shared result recomputes exactly', () => {
    const input: TCalculationInput = { ...example, country: 'GB', regulatory_fee_rate: 0.32 };
    const result = calculate({ mode: 'forward', country: 'GB', ...input });
    const snapshot = snapshotFromCalculation(input, result, '', at);
    expect(snapshot.fees.charges?.regulatory_fee_rate).toBe(0.32);
    expect(calculate(forwardRequestFromSnapshot(snapshot)).profitAnalysis).toEqual(result.profitAnalysis);
  });
});

describe('share snapshot rules', () => {
  const result = calculate({ mode: 'forward', country: 'US', ...example });
  const snapshot = snapshotFromCalculation(example, result, 'note', at);
  /** The first problem, as the API reports it: "field: message". */
  function problem(calc: unknown): string | undefined {
    const result = ZShareSnapshotSchema.safeParse(calc);
    if (result.success) return undefined;
    const issue = result.error.issues[0]!;
    return `${issue.path.join('.')}: ${issue.message}`;
  }

  it('refuses an amount with three decimals, as the calculator does (one money rule)', () => {
    expect(problem({ ...snapshot, price: 1.005 })).toBe('price: must have at most 2 decimal places');
    expect(problem({ ...snapshot, costs: { ...snapshot.costs, product: 0.125 } })).toBe(
      'costs.product: must have at most 2 decimal places',
    );
    expect(problem({ ...snapshot, options: { ...snapshot.options, discount_rate: 10.00001 } })).toBe(
      'options.discount_rate: must have at most 4 decimal places',
    );
    expect(problem({ ...snapshot, price: 1.01, shipping: 0.1 + 0.2 })).toBeUndefined();
  });

  it('refuses a note with a NUL or a lone surrogate, and keeps line breaks and emoji', () => {
    expect(problem({ ...snapshot, notes: 'before\u0000after' })).toBe(
      'notes: must be plain text without control characters',
    );
    expect(problem({ ...snapshot, notes: 'half \ud83d of an emoji' })).toBe(
      'notes: must be plain text without control characters',
    );
    expect(problem({ ...snapshot, notes: 'Spring market\n\tprice 🧶' })).toBeUndefined();
  });

  it('still answers a snapshot stored before a rule was tightened', () => {
    const stored = {
      calc: { ...snapshot, price: 1.005 },
      created_at: at.toISOString(),
      view_count: 1,
      expires_at: null,
    };
    expect(ZStoredShareSchema.parse(stored)).toEqual(stored);
  });
});

describe('calculator links', () => {
  it('reads the shared view’s short parameters (core spec §2.10)', () => {
    expect(
      prefillFromQuery(
        '?m=reverse&price=19.5&ship=3&curr=GBP&country=GB&prod=4&print=1&pack=0.5&add=0.25&oa=1&qty=2',
      ),
    ).toEqual({
      mode: 'reverse',
      selling_price: 19.5,
      shipping_cost: 3,
      currency: 'GBP',
      country: 'GB',
      product_cost: 4,
      printing_cost: 1,
      packaging_cost: 0.5,
      additional_costs: 0.25,
      has_offsite_ads: true,
      quantity: 2,
    });
  });

  it('ignores what does not parse, and answers null when nothing is named', () => {
    expect(prefillFromQuery('?selling_price=abc&product_cost=5&country=XX&mode=sideways')).toEqual({
      product_cost: 5,
    });
    expect(prefillFromQuery('?utm_source=newsletter')).toBeNull();
    expect(prefillFromQuery('')).toBeNull();
  });

  it('Open in Calculator gives back the snapshot’s inputs', () => {
    const result = calculate({ mode: 'forward', country: 'US', ...example, has_offsite_ads: true });
    const snapshot = snapshotFromCalculation({ ...example, has_offsite_ads: true }, result, '', at);
    expect(prefillFromQuery(openInCalculatorQuery(snapshot))).toMatchObject({
      mode: 'forward',
      country: 'US',
      currency: 'USD',
      selling_price: 25,
      shipping_cost: 4,
      product_cost: 5,
      has_offsite_ads: true,
      quantity: 1,
    });
  });

  it('Open in Calculator gives back every input of the snapshot, so the calculator shows the shared numbers', () => {
    const inputs: TCalculationInput[] = [
      {
        ...example,
        mode: 'reverse',
        target_profit: 12.5,
        selling_price: null,
        quantity: 3,
        discount_rate: 15,
      },
      {
        ...example,
        mode: 'reverse',
        target_margin: 35,
        selling_price: null,
        free_shipping: true,
        gift_wrap_cost: 2,
      },
      {
        ...example,
        country: 'GB',
        vat_rate: 20,
        vat_included: true,
        marketing_ads_cost: 1.25,
        annual_revenue: 12_000,
        has_offsite_ads: true,
        regulatory_fee_rate: 0.32,
      },
    ];
    for (const input of inputs) {
      const request = { mode: 'forward' as const, country: 'US', ...input };
      const result = calculate(request);
      const snapshot = snapshotFromCalculation(input, result, '', at);
      const reopened = prefillFromQuery(openInCalculatorQuery(snapshot))!;
      const { currency: _currency, ...fields } = reopened;
      const again = calculate({ mode: 'forward', country: 'US', ...fields });
      expect(again.sellingPrice).toBe(result.sellingPrice);
      expect(again.profitAnalysis).toEqual(result.profitAnalysis);
    }
  });

  it('Copy Link round-trips every input the seller set (property)', () => {
    const money = fc.option(
      fc.integer({ min: 0, max: 100_000_00 }).map((cents) => cents / 100),
      { nil: undefined },
    );
    const flag = fc.option(fc.boolean(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          mode: fc.constantFrom('forward' as const, 'reverse' as const),
          country: fc.constantFrom('US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL'),
          selling_price: money,
          product_cost: money,
          shipping_cost: money,
          gift_wrap_cost: money,
          quantity: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
          discount_rate: fc.option(
            fc.integer({ min: 0, max: 1000 }).map((v) => v / 10),
            { nil: undefined },
          ),
          free_shipping: flag,
          vat_included: flag,
          has_offsite_ads: flag,
          regulatory_fee_rate: fc.option(
            fc.integer({ min: 0, max: 10_000 }).map((v) => v / 100),
            {
              nil: undefined,
            },
          ),
        }),
        (input) => {
          const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
          expect(prefillFromQuery(calculatorQueryFromInput(input))).toEqual(defined);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('CALCULATOR_QUERY_PARAMS', () => {
  it('names exactly the parameters prefillFromQuery reads', () => {
    for (const name of CALCULATOR_QUERY_PARAMS) {
      const read = ['1', 'forward', 'US', 'USD'].some(
        (value) => prefillFromQuery(`?${name}=${value}`) !== null,
      );
      expect(read, name).toBe(true);
    }
    expect(prefillFromQuery('?payment_success=true&utm_source=x')).toBeNull();
  });
});
