// Largest Contentful Paint of the seller app in headless Chromium, Lighthouse-style mobile conditions:
// a 375x812 phone viewport, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up.
// Each run is a cold load in a fresh profile (no HTTP cache, no service worker) of the built app served by the
// built server, with the sign-in dialog a first visit shows.
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
}

export async function measureLcp(runs = 5): Promise<PaintTimes> {
  const [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
  const times: PaintTimes = { lcp: [], fcp: [], elements: [], cls: [] };
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
      await page.goto(server.url + '/', { waitUntil: 'load' });
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
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 5);
  const times = await measureLcp(runs);
  console.log(
    `seller app, mobile (375x812, 4x CPU, 150 ms RTT, 1.6 Mbit/s): LCP ${summary(times.lcp)}; FCP ${summary(times.fcp)}`,
  );
  console.log(`largest paint: ${[...new Set(times.elements)].join('; ')}`);
  console.log(`layout shift (CLS): ${times.cls.map((value) => value.toFixed(3)).join(', ')}`);
}
