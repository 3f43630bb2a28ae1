import type { BrowserContext, Page } from 'playwright-core';
import type { BuiltApp } from './built-app';
import { signedInContext, VIEWPORTS, type SignedIn, type ViewportName } from './screens';

/**
 * A signed-in seller's browser for the tools that read files (the CSV tools, Reconcile): English, UTC, downloads
 * kept, and the fee country chosen before the first page.
 */
export async function fileToolsContext(
  app: BuiltApp,
  session: SignedIn,
  { viewport = 'desktop', country }: { viewport?: ViewportName; country: string },
): Promise<BrowserContext> {
  const context = await signedInContext(app.browser, app.server.url, session, {
    viewport: VIEWPORTS[viewport],
    locale: 'en-US',
    timezoneId: 'UTC',
    acceptDownloads: true,
  });
  await context.addInitScript((code) => window.localStorage.setItem('margin.country', code), country);
  return context;
}

/**
 * The workers a page starts and every request it sends, with its body: a file read on the device shows in the
 * first, and none of its contents in the second.
 */
export function watchPage(page: Page): { workers: string[]; sent: string[] } {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  return { workers, sent };
}

/** A summary card, by its label. */
export const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
