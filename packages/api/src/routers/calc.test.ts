import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

const caller = createCaller(createContext({ db: testDb.db }));

describe('calc router', () => {
  it('lists every country with its processing fee and provenance', async () => {
    const countries = await caller.calc.countries();
    expect(Object.keys(countries)).toEqual(['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL']);
    expect(countries.AU).toMatchObject({
      currency: 'AUD',
      payment_processing_rate: 0.03,
      payment_processing_fixed: 0.25,
    });
    expect(countries.NL).toMatchObject({
      currency: 'EUR',
      payment_processing_rate: 0.04,
      payment_processing_fixed: 0.3,
    });
  });

  it('names the currencies', async () => {
    const currencies = await caller.calc.currencies();
    expect(currencies).toMatchObject({ USD: 'US Dollar', GBP: 'British Pound', JPY: 'Japanese Yen' });
  });
});
