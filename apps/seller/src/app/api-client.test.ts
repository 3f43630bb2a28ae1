import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@margin/api';
import { apiFailure } from '@margin/ui';
import { deferredLink } from '@margin/ui/api-runtime';
import { describe, expect, it } from 'vitest';

/** A stand-in for the server link: answers every call with its path and records what it was sent. */
function answeringLink(sent: string[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        sent.push(op.path);
        observer.next({ result: { type: 'data', data: { answeredFor: op.path } } });
        observer.complete();
      });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('deferredLink (the API client whose server link is a chunk of its own)', () => {
  it('starts loading when the client is made and answers the calls made before the link arrived', async () => {
    const sent: string[] = [];
    const link = deferred<TRPCLink<AppRouter>>();
    let loads = 0;
    const client = createTRPCClient<AppRouter>({
      links: [deferredLink(() => (loads++, link.promise))],
    });
    expect(loads).toBe(1);

    const first = client.calc.countries.query();
    const second = client.auth.checkUser.mutate({ email: 'maker@example.com' });
    await Promise.resolve();
    expect(sent).toEqual([]);

    link.resolve(answeringLink(sent));
    await expect(first).resolves.toEqual({ answeredFor: 'calc.countries' });
    await expect(second).resolves.toEqual({ answeredFor: 'auth.checkUser' });
    expect(sent).toEqual(['calc.countries', 'auth.checkUser']);
    expect(loads).toBe(1);
  });

  it('fails the waiting call as no network when the link cannot load, and loads again for the next call', async () => {
    const sent: string[] = [];
    const attempts = [deferred<TRPCLink<AppRouter>>(), deferred<TRPCLink<AppRouter>>()];
    let loads = 0;
    const client = createTRPCClient<AppRouter>({
      links: [deferredLink(() => attempts[loads++]!.promise)],
    });

    const offline = client.calc.countries.query().catch((error: unknown) => error);
    attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(apiFailure(await offline)).toMatchObject({ status: null, network: true });

    const retried = client.calc.countries.query();
    expect(loads).toBe(2);
    attempts[1]!.resolve(answeringLink(sent));
    await expect(retried).resolves.toEqual({ answeredFor: 'calc.countries' });
    expect(sent).toEqual(['calc.countries']);
  });
});
