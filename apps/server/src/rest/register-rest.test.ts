import Fastify from 'fastify';
import { initTRPC, TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpHint, type Context } from '@margin/api';
import { registerRest } from './register-rest';

// A router of its own, so the shim mechanism is tested apart from any one feature's procedures.
const t = initTRPC.context<Context>().create();
const router = t.router({
  items: t.router({
    create: t.procedure
      .input(z.object({ name: z.string().min(1), quantity: z.number().int().min(1) }))
      .mutation(({ input }) => ({ id: 'i1', ...input })),
    get: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => {
      if (input.id === 'gone') throw new TRPCError({ code: 'NOT_FOUND', message: 'Item not found.' });
      if (input.id === 'boom') throw new Error('database exploded with secret details');
      if (input.id === 'busy') {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Busy.', cause: new HttpHint(503, 2) });
      }
      return { id: input.id };
    }),
  }),
});

const app = Fastify({ logger: false });
beforeAll(async () => {
  await registerRest(app, {
    router,
    createContext: async () => ({}) as Context,
    routes: [
      { method: 'POST', path: '/items', procedure: 'items.create', summary: 'Create', successStatus: 201 },
      {
        method: 'GET',
        path: '/items/:id',
        procedure: 'items.get',
        summary: 'Get',
        input: (req) => ({ id: req.params.id }),
        output: (item) => ({ item }),
      },
    ],
  });
});
afterAll(() => app.close());

describe('registerRest', () => {
  it('calls the procedure with the mapped input and shapes the answer', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/items',
      payload: { name: 'Mug', quantity: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 'i1', name: 'Mug', quantity: 2 });
    const got = await app.inject({ method: 'GET', url: '/api/items/abc' });
    expect(got.json()).toEqual({ item: { id: 'abc' } });
  });

  it('answers a malformed JSON body with 400 and a detail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Mug",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('refuses a body over the limit with 413 and a detail', async () => {
    const small = Fastify({ logger: false, bodyLimit: 64 });
    await registerRest(small, {
      router,
      createContext: async () => ({}) as Context,
      routes: [{ method: 'POST', path: '/items', procedure: 'items.create', summary: 'Create' }],
    });
    const res = await small.inject({
      method: 'POST',
      url: '/api/items',
      payload: { name: 'x'.repeat(100), quantity: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.' });
    await small.close();
  });

  it('names the invalid field in a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/items',
      payload: { name: 'Mug', quantity: 'two' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Quantity must /);
  });

  it('maps tRPC error codes to HTTP statuses', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Item not found.' });
  });

  it('hides internal failures behind a generic 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).not.toContain('secret');
  });

  it('keeps the sentence and Retry-After of a deliberate 503 busy answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ detail: 'Busy.' });
  });

  it('refuses a table line that names a missing procedure', async () => {
    const other = Fastify({ logger: false });
    await expect(
      registerRest(other, {
        router,
        createContext: async () => ({}) as Context,
        routes: [{ method: 'GET', path: '/x', procedure: 'items.nope', summary: 'x' }],
      }),
    ).rejects.toThrow('unknown procedure "items.nope"');
    await other.close().catch(() => undefined);
  });

  it('documents the request body from the procedure schema', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/items'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['name', 'quantity']);
    expect(doc.paths['/api/items/{id}'].get.parameters[0].name).toBe('id');
  });
});
