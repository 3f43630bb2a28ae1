import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@margin/api';

/**
 * A link that `load`s the real one when the client is made and hands it every call, those made before it
 * arrived included. tRPC has no lazy link of its own. A failed load (offline before the app was ever cached)
 * fails the waiting calls as a network error would, and the next call loads again.
 */
export function deferredLink<TRouter extends AnyTRPCRouter>(
  load: () => Promise<TRPCLink<TRouter>>,
): TRPCLink<TRouter> {
  return (runtime) => {
    let loading: Promise<ReturnType<TRPCLink<TRouter>>> | undefined;
    const operationLink = () =>
      (loading ??= load().then(
        (link) => link(runtime),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
    operationLink().catch(() => undefined); // start at once; a failure is told to the calls that need it
    return (call) =>
      observable((observer) => {
        let subscription: { unsubscribe: () => void } | undefined;
        let closed = false;
        operationLink().then(
          (link) => {
            if (!closed) subscription = link(call).subscribe(observer);
          },
          (error: unknown) =>
            observer.error(
              TRPCClientError.from(error instanceof Error ? error : new Error('The app could not load.')),
            ),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
  };
}

/**
 * `apiBase` is '' for the same origin, or the API's origin for an app deployed on its own. `getAuthToken` is read
 * on every request: the session travels as `Authorization: Bearer` (the product sets no cookies).
 * The link to the server (api-link.ts: HTTP batching and superjson) is a chunk of its own, out of the admin app's
 * first download; its fetch starts when the client is made, so the first calls rarely wait for it. (The seller's
 * whole data layer comes after its first paint: api-context.tsx.)
 */
export function createApiClient(apiBase: string, getAuthToken: () => string | null = () => null) {
  const url = `${apiBase.replace(/\/$/, '')}/trpc`;
  return createTRPCClient<AppRouter>({
    links: [deferredLink(() => import('./api-link').then((m) => m.serverLink(url, getAuthToken)))],
  });
}
