import { describe, expect, it } from 'vitest';
import { ZCalculationInputSchema } from './schemas';

/** The first problem, as the API reports it: "field: message". */
function problem(input: unknown): string | undefined {
  const result = ZCalculationInputSchema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('calculation input', () => {
  it('accepts an empty request as a forward calculation in the US', () => {
    expect(ZCalculationInputSchema.parse({})).toMatchObject({ mode: 'forward', country: 'US' });
    expect(problem({ selling_price: null, quantity: null })).toBeUndefined();
  });

  it('names the field for every kind of bad input', () => {
    expect(problem({ selling_price: 'abc' })).toBe('selling_price: must be a number');
    expect(problem({ product_cost: -1 })).toBe('product_cost: cannot be negative');
    expect(problem({ quantity: 0 })).toBe('quantity: must be at least 1');
    expect(problem({ quantity: 1.5 })).toBe('quantity: must be a whole number');
    expect(problem({ target_margin: 100, mode: 'reverse' })).toBe('target_margin: must be below 100');
    expect(problem({ vat_rate: 51 })).toBe('vat_rate: must be at most 50');
    expect(problem({ discount_rate: 101 })).toBe('discount_rate: must be at most 100');
    expect(problem({ shipping_cost: 1.005 })).toBe('shipping_cost: must have at most 2 decimal places');
    expect(problem({ country: 'XX' })).toBe('country: must be one of US, GB, CA, AU, DE, FR, IT, ES, NL');
    expect(problem({ has_offsite_ads: 'yes' })).toBe('has_offsite_ads: must be true or false');
    expect(problem({ mode: 'sideways' })).toMatch(/^mode: /);
  });

  it('needs one target in reverse mode, not two', () => {
    expect(problem({ mode: 'reverse' })).toBe(
      'target_profit: is required in reverse mode (or give target_margin)',
    );
    expect(problem({ mode: 'reverse', target_profit: 10, target_margin: 30 })).toBe(
      'target_margin: give either target_profit or target_margin, not both',
    );
    expect(problem({ mode: 'reverse', target_profit: 10, target_margin: 0 })).toBeUndefined();
  });

  it('normalises the country code', () => {
    expect(ZCalculationInputSchema.parse({ country: 'gb' }).country).toBe('GB');
  });
});
