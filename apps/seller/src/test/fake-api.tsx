import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { createApiClient, theme, TRPCProvider } from '@margin/ui';

/**
 * The real tRPC client and TanStack Query against a fake `fetch` that answers tRPC's wire format (superjson:
 * `{ json }` for plain JSON values). Components are tested through the same client code path as in the app,
 * without mocking a module or the hooks, and a fake answers only the procedures a test names.
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
  423: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
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
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

afterEach(() => {
  vi.unstubAllGlobals();
});

export interface ApiRenderOptions {
  getAuthToken?: () => string | null;
}

/** Renders with the app's providers (theme in test mode, Query, tRPC, modals, notifications) over `api`. */
export function renderWithApi(ui: ReactElement, api: FakeApi, { getAuthToken }: ApiRenderOptions = {}) {
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const trpcClient = createApiClient('http://api.test', getAuthToken);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <ModalsProvider>
              <Notifications />
              {children}
            </ModalsProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
