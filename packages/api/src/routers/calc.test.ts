import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { callerForToken, createSeller, testServices } from '../testing';
import { createCaller } from '../root';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

const anonymous = createCaller(createContext({ db: testDb.db, services: testServices() }));

async function signedInCaller(email: string) {
  const { user, token } = await createSeller(testDb.db, { state: 'trial', email });
  return { user, caller: await callerForToken(testDb.db, token) };
}

describe('calc router: tables', () => {
  it('lists every country with its processing fee, optional-charge defaults and provenance', async () => {
    const countries = await anonymous.calc.countries();
    expect(Object.keys(countries)).toEqual(['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL']);
    expect(countries.AU).toMatchObject({
      currency: 'AUD',
      payment_processing_rate: 0.03,
      payment_processing_fixed: 0.25,
      international_processing_rate: 0.04,
    });
    expect(countries.GB).toMatchObject({ regulatory_fee_rate: 0.0032, vat_on_fees_rate: 0.2 });
  });

  it('names the currencies', async () => {
    expect(await anonymous.calc.currencies()).toMatchObject({ USD: 'US Dollar', JPY: 'Japanese Yen' });
  });

  it('serves the dated exchange rates', async () => {
    const rates = await anonymous.calc.rates();
    expect(rates).toMatchObject({ base: 'USD', as_of: '2025-10-03' });
    expect(rates.rates.GBP).toBe(0.743208);
  });

  it('serves the fee rates of a currency and refuses one it does not know', async () => {
    expect(await anonymous.calc.marketplaceFees({ currency: 'gbp' })).toMatchObject({
      currency: 'GBP',
      listing_fee: 0.15,
      payment_processing_rate: 0.04,
      payment_processing_fixed: 0.2,
    });
    await expect(anonymous.calc.marketplaceFees({ currency: 'XYZ' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Currency XYZ is not supported.',
    });
  });
});

describe('calc router: calculate', () => {
  it('runs the forward example of docs/FEES.md for anyone', async () => {
    const result = await anonymous.calc.calculate({ selling_price: 25, product_cost: 5, shipping_cost: 4 });
    expect(result.profitAnalysis).toEqual({ netProfit: 16.79, profitMargin: 57.9 });
    expect(result.insights.breakEvenPrice).toBe(6.44);
  });

  it('solves reverse mode', async () => {
    const result = await anonymous.calc.calculate({
      mode: 'reverse',
      country: 'gb',
      target_margin: 40,
      product_cost: 5,
      shipping_cost: 4,
      has_offsite_ads: true,
    });
    expect(result).toMatchObject({ mode: 'reverse', country: 'GB', currency: 'GBP' });
    expect(result.profitAnalysis.profitMargin).toBeGreaterThanOrEqual(40);
  });

  it('answers bad input with BAD_REQUEST naming the field', async () => {
    // Callers see the zod issue here; the wire message ("quantity: must be at least 1") is checked over HTTP.
    await expect(anonymous.calc.calculate({ quantity: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      anonymous.calc.calculate({ mode: 'reverse', target_margin: 92, product_cost: 1 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^No price reaches a 92% margin/) as unknown,
    });
  });
});

describe('calc router: tracking and usage', () => {
  it('does not record anonymous calculations', async () => {
    expect(await anonymous.calc.track({ mode: 'forward', country: 'US' })).toEqual({ tracked: false });
    expect(await testDb.db.prisma.calculationEvent.count()).toBe(0);
  });

  it("counts a signed-in seller's calculations for that seller only", async () => {
    const ana = await signedInCaller('ana@example.com');
    const ben = await signedInCaller('ben@example.com');
    await ana.caller.calc.track({ mode: 'forward', country: 'us' });
    await ana.caller.calc.track({ mode: 'reverse', country: 'GB' });
    await ana.caller.calc.track({ mode: 'forward' });
    await ben.caller.calc.track({ mode: 'reverse' });

    expect(await ana.caller.calc.usage()).toEqual({
      total: 3,
      lastDays: 30,
      recent: { forward: 2, reverse: 1 },
    });
    expect(await ben.caller.calc.usage()).toEqual({
      total: 1,
      lastDays: 30,
      recent: { forward: 0, reverse: 1 },
    });
    const stored = await testDb.db.prisma.calculationEvent.findMany({
      where: { userId: ana.user.id },
      select: { country: true, currency: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(stored).toEqual([
      { country: 'US', currency: 'USD' },
      { country: 'GB', currency: 'GBP' },
      { country: null, currency: null },
    ]);
  });

  it('keeps usage stats for signed-in sellers', async () => {
    await expect(anonymous.calc.usage()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
