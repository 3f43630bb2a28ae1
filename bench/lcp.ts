// Largest Contentful Paint of the seller app in headless Chromium, Lighthouse-style mobile conditions:
// a 375x812 phone viewport, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up.
// Each run is a cold load in a fresh profile (no HTTP cache, no service worker) of the built app served by the
// built server, with the sign-in dialog a first visit shows. The largest paint is the start-up screen that
// index.html paints before any script (the headline, laid out as the app's), so LCP does not move with the
// app's code; "calculator ready" does: the moment the app has put the calculator's form on the page, which waits
// for the first download and its start-up on the slowed CPU.
// Run: pnpm build && pnpm --filter @margin/bench lcp [runs]
import { launchBrowser } from '@margin/e2e/browser';
import { startBuiltServer } from '@margin/e2e/built-server';
import { summary } from './stats';

const THROTTLE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

export interface PaintTimes {
  lcp: number[];
  fcp: number[];
  /** What the largest paint was, e.g. 'H1 "Know what you keep from every sale"', per run. */
  elements: string[];
  /** Cumulative layout shift of the load, per run. */
  cls: number[];
  /** When the calculator's form was first on the page (the app took over from the start-up screen), per run. */
  ready: number[];
  /** When the sign-in dialog a first visit shows was on the page (its code comes after the first download). */
  signIn: number[];
}

/** The submit button of the calculator's form: the app, not index.html's start-up screen, is on the page. */
const CALCULATOR_FORM = 'form button[type="submit"]';
/** The sign-in dialog's e-mail field: the dialog is on the page with its content (the only dialog a first visit opens). */
const SIGN_IN_DIALOG = '[role="dialog"] input';

export async function measureLcp(runs = 5): Promise<PaintTimes> {
  const [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
  const times: PaintTimes = { lcp: [], fcp: [], elements: [], cls: [], ready: [], signIn: [] };
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLE.latencyMs,
        downloadThroughput: THROTTLE.downloadBytesPerSecond,
        uploadThroughput: THROTTLE.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuSlowdown });
      // Noted by the page itself as the node arrives (no polling from here, whose delay would count too).
      await page.addInitScript(
        (marks: Record<string, string>) => {
          for (const [name, selector] of Object.entries(marks)) {
            new MutationObserver((_, observer) => {
              if (!document.querySelector(selector)) return;
              (window as unknown as Record<string, number>)[name] = performance.now();
              observer.disconnect();
            }).observe(document, { childList: true, subtree: true });
          }
        },
        { calculatorReady: CALCULATOR_FORM, signInOpen: SIGN_IN_DIALOG },
      );
      await page.goto(server.url + '/', { waitUntil: 'load' });
      await page.waitForSelector(CALCULATOR_FORM, { state: 'attached', timeout: 30_000 });
      await page.waitForSelector(SIGN_IN_DIALOG, { state: 'attached', timeout: 30_000 });
      // LCP is final once the page has been quiet for a moment; read the last entry then.
      await page.waitForTimeout(2500);
      const paint = await page.evaluate(
        () =>
          new Promise<{ lcp: number; fcp: number; element: string; cls: number }>((resolve) => {
            let lcp = 0;
            let element = '';
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                lcp = entry.startTime;
                const node = (
                  entry as unknown as { element?: { tagName: string; textContent: string | null } }
                ).element;
                element = node
                  ? `${node.tagName} "${(node.textContent ?? '').trim().slice(0, 40)}"`
                  : '(removed)';
              }
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            let cls = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as {
                value: number;
                hadRecentInput: boolean;
              }[]) {
                if (!entry.hadRecentInput) cls += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve({ lcp, fcp, element, cls }), 100);
          }),
      );
      times.lcp.push(paint.lcp);
      times.fcp.push(paint.fcp);
      times.elements.push(paint.element);
      times.cls.push(paint.cls);
      const marked = await page.evaluate(() => {
        const { calculatorReady, signInOpen } = window as unknown as Record<string, number | undefined>;
        return { calculatorReady, signInOpen };
      });
      times.ready.push(marked.calculatorReady ?? NaN);
      times.signIn.push(marked.signInOpen ?? NaN);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return times;
}

export function describePaint(times: PaintTimes): string[] {
  return [
    `seller app, mobile (375x812, 4x CPU, 150 ms RTT, 1.6 Mbit/s): LCP ${summary(times.lcp)}; FCP ${summary(times.fcp)}`,
    `largest paint: ${[...new Set(times.elements)].join('; ')}`,
    `layout shift (CLS): ${times.cls.map((value) => value.toFixed(3)).join(', ')}`,
    `calculator ready (its form on the page): ${summary(times.ready)}`,
    `sign-in dialog open (a first visit's): ${summary(times.signIn)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describePaint(await measureLcp(Number(process.argv[2] ?? 5))).join('\n'));
}
