import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';

/** The built server and a browser, shared by the tests of one file. */
export interface BuiltApp {
  server: RunningServer;
  browser: Browser;
}

/**
 * Starts the built server and a browser before the calling file's tests, side by side, and stops both after
 * them; the fields are there once the tests run.
 */
export function builtAppForFile(): BuiltApp {
  const app: Partial<BuiltApp> = {};
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app as BuiltApp;
}
