import { snapshotFromCalculation, calculate, type ShareSnapshot, type TCalculationInput } from '@margin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { buildServer } from '../server';
import { restClient, startTestServer, TEST_ENV, type RestClient, type TestServer } from '../test-support';

let server: TestServer;
let call: RestClient['call'];
let trialToken: RestClient['trialToken'];
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: '1', PUBLIC_URL: 'https://margin.example' });
  ({ call, trialToken } = restClient(server, '203.0.113'));
});
afterAll(async () => {
  await server.close();
});

/** FEES.md's worked example with a note and a few options, as the seller app would share it. */
const example: TCalculationInput = {
  mode: 'forward',
  country: 'US',
  selling_price: 25,
  product_cost: 5,
  shipping_cost: 4,
  quantity: 1,
};
const snapshot = (input: TCalculationInput = example, notes = 'Spring market price') =>
  snapshotFromCalculation(input, calculate({ mode: 'forward', country: 'US', ...input }), notes);

async function storedViews(on: TestServer, id: string): Promise<number> {
  return (await on.db.prisma.share.findUniqueOrThrow({ where: { id } })).viewCount;
}

async function share(token: string, calc: ShareSnapshot = snapshot(), via: RestClient['call'] = call) {
  const res = await via('POST', '/api/shares/', { token, body: { calc, version: 1, expires_days: 30 } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; url: string; expires_at: string }>();
}

describe('POST /api/shares/ and GET /api/shares/{shareId}', () => {
  it('stores the snapshot and answers it back exactly, with an unguessable id and a 30-day expiry', async () => {
    const token = await trialToken('share-roundtrip@example.com');
    const calc = snapshot();
    const before = Date.now();
    const created = await share(token, calc);
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{24}$/); // 18 random bytes = 144 bits
    expect(created.url).toBe(`https://margin.example/s/${created.id}`);
    const days = (Date.parse(created.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const res = await call('GET', `/api/shares/${created.id}`);
    expect(res.statusCode).toBe(200);
    const stored = res.json<{ calc: ShareSnapshot; view_count: number; created_at: string }>();
    expect(stored.calc).toEqual(calc);
    expect(stored.calc.results).toMatchObject({ netProfit: 16.79, profitMargin: 57.9, totalFees: 3.21 });
    expect(stored.view_count).toBe(1);
    expect(Date.parse(stored.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores the engine’s results, not numbers a client made up', async () => {
    const token = await trialToken('share-forged@example.com');
    const forged: ShareSnapshot = {
      ...snapshot(),
      currency: 'EUR',
      results: { netProfit: 999, profitMargin: 99, totalFees: 0, transactionFee: 0, processingFee: 0 },
    };
    const { id } = await share(token, forged);
    const stored = (await call('GET', `/api/shares/${id}`)).json<{ calc: ShareSnapshot }>();
    expect(stored.calc.results?.netProfit).toBe(16.79);
    expect(stored.calc.currency).toBe('USD');
  });

  it('counts every one of 200 concurrent views exactly once', async () => {
    const token = await trialToken('share-views@example.com');
    const { id } = await share(token);
    const answers = await Promise.all(Array.from({ length: 200 }, () => call('GET', `/api/shares/${id}`)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const counts = answers.map((res) => res.json<{ view_count: number }>().view_count).sort((a, b) => a - b);
    // Each view saw its own count: 1..200 with none lost or repeated.
    expect(counts).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // Written a moment after they were answered (services/share-views.ts).
    await expect.poll(() => storedViews(server, id), { timeout: 5_000 }).toBe(200);
  });

  it('writes the views it answered when it shuts down, and a new server goes on counting from there', async () => {
    const other = await startTestServer();
    const client = restClient(other, '203.0.113');
    const { id } = await share(await client.trialToken('share-restart@example.com'), snapshot(), client.call);
    for (let i = 0; i < 5; i++) await client.call('GET', `/api/shares/${id}`);
    // Closed at once: no time for the schedule's write; shutdown writes them.
    await other.app.close();
    expect(await storedViews(other, id)).toBe(5);

    const restarted = await buildServer({
      env: loadEnv({ ...TEST_ENV, DATA_DIR: other.dataDir }),
      db: other.db,
    });
    const view = await restarted.inject({ method: 'GET', url: `/api/shares/${id}` });
    expect(view.json<{ view_count: number }>().view_count).toBe(6);
    await restarted.close();
    expect(await storedViews(other, id)).toBe(6);
    await other.close();
  });

  it('answers a stored snapshot for its shape only: unknown fields dropped, a broken one a 500 with no detail', async () => {
    const token = await trialToken('share-stored@example.com');
    const { id } = await share(token);
    const calc = snapshot();
    // A field a later version might have stored, and a row broken by hand.
    await server.db.prisma.share.update({
      where: { id },
      data: { snapshot: { ...calc, internal_note: 'x' } },
    });
    const views = await Promise.all([call('GET', `/api/shares/${id}`), call('GET', `/api/shares/${id}`)]);
    for (const res of views) expect(res.json<{ calc: ShareSnapshot }>().calc).toEqual(calc);

    // A share the server has not read yet: one it has read answers from memory for up to a second.
    const other = await share(token);
    await server.db.prisma.share.update({
      where: { id: other.id },
      data: { snapshot: { ...calc, price: 'lots' } },
    });
    const broken = await call('GET', `/api/shares/${other.id}`);
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('lots');
  });

  it('answers 404 for an unknown id and 410 once expired or revoked, without counting the view', async () => {
    const token = await trialToken('share-gone@example.com');
    const unknown = await call('GET', '/api/shares/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: 'Share not found. It may have been deleted or the link is incorrect.',
    });
    expect((await call('GET', '/api/shares/not a share id')).statusCode).toBe(404);

    const expired = await share(token);
    await server.db.prisma.share.update({
      where: { id: expired.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const revoked = await share(token);
    await server.db.prisma.share.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    for (const id of [expired.id, revoked.id]) {
      const res = await call('GET', `/api/shares/${id}`);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ detail: 'This share has expired or been revoked.' });
      expect(await storedViews(server, id)).toBe(0);
    }
  });

  it('needs a signed-in seller to create, and refuses a bad snapshot with the field named', async () => {
    const anonymous = await call('POST', '/api/shares/', { body: { calc: snapshot(), version: 1 } });
    expect(anonymous.statusCode).toBe(401);

    const token = await trialToken('share-bad@example.com');
    const bad = await call('POST', '/api/shares/', {
      token,
      body: { calc: { ...snapshot(), quantity: 0 }, version: 1, expires_days: 30 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toBe('Quantity must be at least 1.');
    const tooLong = await call('POST', '/api/shares/', {
      token,
      body: { calc: snapshot(), version: 1, expires_days: 365 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ detail: string }>().detail).toMatch(/^Expires days /);
    expect(await server.db.prisma.share.count({ where: { user: { email: 'share-bad@example.com' } } })).toBe(
      0,
    );
  });
});
