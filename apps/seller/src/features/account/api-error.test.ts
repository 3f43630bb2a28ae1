import { createApiClient } from '@margin/ui/api-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from './api-error';
import { loginFailureMessage } from './login-errors';

afterEach(() => vi.unstubAllGlobals());

/** The error the real tRPC client raises when the server answers `status` with a body that is not tRPC's. */
async function clientErrorFor(status: number, body: string): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
  return createApiClient('http://api.test')
    .auth.checkUser.mutate({ email: 'maker@example.com' })
    .catch((error: unknown) => error);
}

describe('apiFailure', () => {
  it("reads the status of an answer that is not tRPC's (the rate limiter's 429), so it is not 'offline'", async () => {
    const error = await clientErrorFor(
      429,
      JSON.stringify({ statusCode: 429, message: 'Too many requests' }),
    );
    expect(apiFailure(error)).toEqual({ status: 429, detail: null, network: false, path: null });
    expect(loginFailureMessage(error)).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('still treats no answer at all as no network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await createApiClient('http://api.test')
      .auth.checkUser.mutate({ email: 'maker@example.com' })
      .catch((e: unknown) => e);
    expect(apiFailure(error)).toEqual({ status: null, detail: null, network: true, path: null });
  });
});
