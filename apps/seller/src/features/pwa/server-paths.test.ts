import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isServerRequest, NAVIGATE_FALLBACK_DENYLIST, SERVER_PATHS } from './server-paths';

const SERVER = ['/trpc/calc.countries', '/api', '/api/shares/abc', '/payment/success', '/admin', '/admin/'];
const APP = [
  '/',
  '/calc',
  '/help',
  '/privacy',
  '/terms',
  '/s/abcdefghijklmnop',
  '/reset-password',
  '/oauth/callback',
  '/apiary',
];

const denied = (path: string) => NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(path));

// Workbox writes the matcher's source text into sw.js: compile that text on its own, in a fresh context with
// none of this module's names, as the service worker gets it.
const inServiceWorker: typeof isServerRequest = runInNewContext(`(${isServerRequest.toString()})`);
const request = (path: string) => ({ url: new URL(path, 'https://margin.test') });

describe('service worker routes', () => {
  it.each(SERVER)('never answers a navigation to %s with the cached app shell', (path) => {
    expect(denied(path)).toBe(true);
  });

  it.each(APP)('answers a navigation to %s with the app shell (offline too)', (path) => {
    expect(denied(path)).toBe(false);
  });

  it('sends every request to a server path to the network, with the matcher as the service worker runs it', () => {
    for (const path of [...SERVER, ...SERVER_PATHS.map((p) => `${p}/x`)])
      expect(inServiceWorker(request(path))).toBe(true);
    for (const path of APP) expect(inServiceWorker(request(path))).toBe(false);
  });
});
