/**
 * Paths the server answers itself (API, payments, the admin portal). The service worker must never answer
 * them from its cache: a navigation there is not the seller app, and a stale API answer is a wrong price or a
 * wrong bill. Used by vite.config.ts (Workbox) and checked by server-paths.test.ts.
 */
export const SERVER_PATHS = ['/trpc', '/api', '/payment', '/admin'] as const;

/** Navigations Workbox passes to the network instead of answering with the cached app shell. */
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = SERVER_PATHS.map((path) => new RegExp(`^${path}(/|$)`));

/**
 * Workbox's matcher for the network-only route. Workbox copies this function's source text into the generated
 * service worker, so it must not use anything from outside itself (SERVER_PATHS included): the test runs a
 * copy made from its source the same way.
 */
export const isServerRequest = ({ url }: { url: URL }): boolean =>
  /^\/(trpc|api|payment|admin)(\/|$)/.test(url.pathname);
