import { vi } from 'vitest';

/**
 * A fake `fetch` that answers tRPC's wire format (superjson: `{ json }` for plain JSON values), so component
 * tests run through the app's real tRPC client and TanStack Query without mocking a module or the hooks; it
 * answers only the procedures a test names and records every call with its bearer token.
 */

/** Thrown by a handler: the server's answer with this HTTP status and detail (`error.data.httpStatus`). */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown by a handler: no answer at all, as when offline. */
export class FakeNetworkDown extends Error {}

export type FakeHandler = (input: unknown) => unknown;

export interface FakeCall {
  path: string;
  input: unknown;
  authorization: string | null;
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  423: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
};

function readInputs(url: URL, init?: RequestInit): Record<string, { json?: unknown } | undefined> {
  const raw = init?.method === 'POST' ? (init.body as string | undefined) : url.searchParams.get('input');
  return raw ? (JSON.parse(raw) as Record<string, { json?: unknown }>) : {};
}

export function createFakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (resource: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof resource === 'string' || resource instanceof URL ? resource : resource.url);
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const inputs = readInputs(url, init);
    const headers = new Headers(init?.headers);
    const items = [];
    for (const [index, path] of paths.entries()) {
      const input = inputs[String(index)]?.json;
      calls.push({ path, input, authorization: headers.get('authorization') });
      const handler = handlers[path];
      try {
        if (!handler) throw new FakeApiError(404, `No fake answer for ${path}`);
        items.push({ result: { data: { json: (await handler(input)) ?? null } } });
      } catch (error) {
        if (error instanceof FakeNetworkDown) throw new TypeError('Failed to fetch');
        if (!(error instanceof FakeApiError)) throw error;
        const code = CODES[error.status] ?? 'BAD_REQUEST';
        items.push({
          error: {
            json: { message: error.message, code: -32600, data: { code, httpStatus: error.status, path } },
          },
        });
      }
    }
    return new Response(JSON.stringify(items), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    fetch,
    calls,
    /** Inputs of every call to one procedure, in order. */
    inputsOf: (path: string) => calls.filter((c) => c.path === path).map((c) => c.input),
    /** Replaces or adds the answer of one procedure mid-test (the server changed its mind). */
    answer: (path: string, handler: FakeHandler) => {
      handlers[path] = handler;
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
