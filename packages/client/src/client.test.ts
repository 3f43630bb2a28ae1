import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesMap } from '@margin/core';
import { buildServer, loadEnv } from '@margin/server';
import { createTestDatabase } from '@margin/db/testing';
import { createClient } from './index';

const testDb = await createTestDatabase();
// A data folder of its own: the local run keeps its password pepper and outbox there, never in the repository.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'margin-client-test-'));
const app = await buildServer({ env: loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), db: testDb.db });
let url = '';

beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createClient', () => {
  it('calls the server over HTTP with full types', async () => {
    const client = createClient({ url });
    const countries = await client.calc.countries.query();
    expect(countries).toEqual(countriesMap());
    expect(countries.US?.payment_processing_fixed).toBe(0.25);
  });

  it('splits more calls at once than the server takes in one request into several requests', async () => {
    let requests = 0;
    const client = createClient({
      url,
      fetch: (input, init) => {
        requests += 1;
        return fetch(input, init);
      },
    });
    const answers = await Promise.all(Array.from({ length: 25 }, () => client.calc.currencies.query()));
    expect(answers).toHaveLength(25);
    expect(requests).toBe(3);
  });

  it('sends the token as a bearer header', async () => {
    let seen: string | null = null;
    const client = createClient({
      url: `${url}/`,
      token: 'tok_123',
      fetch: (input, init) => {
        seen = new Headers(init?.headers).get('authorization');
        return fetch(input, init);
      },
    });
    await client.calc.currencies.query();
    expect(seen).toBe('Bearer tok_123');
  });
});
