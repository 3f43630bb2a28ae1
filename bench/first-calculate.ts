// Click to numbers painted for the calculator's Calculate button, on a mid-range phone's CPU (4x slowdown), first
// click included. Each run is a fresh page load of the built app (no HTTP cache, no service worker) in a fresh
// context: the form is filled as soon as it is on the page, then Calculate is pressed, then a second calculation
// (another price) is pressed. The time is taken in the page: from the click event to the headline's number in the
// DOM, plus the frame that paints it (requestAnimationFrame, then the task after it).
//
// Two builds of the seller app can be compared in one sitting, alternately, each served by the same built server:
//   pnpm build && pnpm --filter @margin/bench first-calculate [runs] [other seller dist folder]
// e.g. main's build copied to /tmp/seller-main: `... first-calculate 9 /tmp/seller-main` prints both.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@margin/e2e/browser';
import { startBuiltServer, type RunningServer } from '@margin/e2e/built-server';
import { summary } from './stats';

const CPU_SLOWDOWN = 4;
/** The goal: a calculation that runs on the device shows its numbers at once. */
export const GOAL_MS = 100;

/** The calculator's submit button (the saved scenarios' 'Save' is a form's submit button too). */
const SUBMIT = 'form button[type="submit"][data-size="lg"]';
/** The headline card's number: 'Your Profit' with an amount in it. */
const HEADLINE = '[role="group"][aria-label="Your Profit"]';

/**
 * Installed before the page's scripts: notes the click, the headline's arrival and the frame after it. Plain
 * JavaScript in a string: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const WATCH_CALCULATIONS = `
  window.calcTimes = [];
  window.armed = null;
  document.addEventListener('click', (event) => {
    if (!event.target.closest || !event.target.closest(${JSON.stringify("form button[type='submit'][data-size='lg']")})) return;
    const clickedAt = event.timeStamp;
    const expected = window.armed;
    // '!$16.79': any number but the one shown before.
    const seen = () => {
      const card = document.querySelector(${JSON.stringify("[role='group'][aria-label='Your Profit']")});
      if (card === null || expected === null) return false;
      const text = card.textContent || '';
      return expected.startsWith('!') ? !text.includes(expected.slice(1)) : text.includes(expected);
    };
    // The task after the frame's callbacks runs once the frame is painted.
    const done = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.calcTimes.push(performance.now() - clickedAt);
      channel.port2.postMessage(null);
    });
    if (seen()) return done();
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, true);
`;

async function arm(page: Page, expected: string): Promise<void> {
  await page.evaluate((text) => ((window as unknown as { armed: string }).armed = text), expected);
}

async function waitForTimes(page: Page, count: number): Promise<number[]> {
  await page.waitForFunction(
    (n) => (window as unknown as { calcTimes: number[] }).calcTimes.length >= n,
    count,
    { timeout: 30_000 },
  );
  return page.evaluate(() => (window as unknown as { calcTimes: number[] }).calcTimes);
}

/**
 * The mouse pressed on the button's middle, as a seller's click arrives (pointer and mouse events, the field's blur,
 * then the click). Not a locator's click: Playwright's own check of what is under the pointer runs in the page
 * between the press and the click, and it would be timed as the app's.
 */
async function press(page: Page, selector: string): Promise<void> {
  const button = page.locator(selector);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (box === null) throw new Error(`${selector} is not on the page`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** One fresh load: the first Calculate and a second one, in ms from click to painted numbers. */
async function oneRun(browser: Browser, url: string): Promise<[first: number, second: number]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: WATCH_CALCULATIONS });
    // The calculator in dollars whatever the machine's locale says.
    await page.addInitScript({ content: "window.localStorage.setItem('margin.country', 'US');" });
    await page.goto(url + '/', { waitUntil: 'load' });
    await page.waitForSelector(SUBMIT, { timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog
      .first()
      .waitFor({ timeout: 3_000 })
      .then(
        () => page.keyboard.press('Escape'),
        () => undefined,
      );
    await dialog.first().waitFor({ state: 'hidden', timeout: 10_000 });
    await page.getByRole('textbox', { name: 'Selling price' }).fill('25');
    await page.getByRole('textbox', { name: 'Product cost' }).fill('5');
    await page.getByRole('textbox', { name: 'Shipping cost' }).fill('4');
    await arm(page, '$16.79');
    await press(page, SUBMIT);
    await waitForTimes(page, 1);
    await page.waitForSelector(HEADLINE);
    await arm(page, '!$16.79');
    // Another price and the click in one task: the live update (a quarter second after the last keystroke)
    // must not have drawn the new numbers before the click.
    await page.getByRole('textbox', { name: 'Selling price' }).evaluate((input: HTMLInputElement, submit) => {
      // React reads the value through the prototype's setter, as typing sets it.
      Reflect.set(HTMLInputElement.prototype, 'value', '30', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      document.querySelector<HTMLButtonElement>(submit)!.click();
    }, SUBMIT);
    const [first, second] = await waitForTimes(page, 2);
    return [first!, second!];
  } finally {
    await context.close();
  }
}

export interface FirstCalculateTimes {
  first: number[];
  second: number[];
}

export async function measureFirstCalculate(
  runs = 7,
  otherDist?: string,
): Promise<Record<string, FirstCalculateTimes>> {
  const builds: [string, Record<string, string>][] = [['this build', {}]];
  if (otherDist) builds.push([otherDist, { SELLER_DIST_DIR: otherDist }]);
  const browser = await launchBrowser();
  const servers: RunningServer[] = [];
  const times: Record<string, FirstCalculateTimes> = {};
  try {
    for (const [name, env] of builds) {
      servers.push(await startBuiltServer(env));
      times[name] = { first: [], second: [] };
    }
    // Alternately, so the machine's moods fall on both builds alike.
    for (let run = 0; run < runs; run++) {
      for (const [index, [name]] of builds.entries()) {
        const [first, second] = await oneRun(browser, servers[index]!.url);
        times[name]!.first.push(first);
        times[name]!.second.push(second);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 7);
  const times = await measureFirstCalculate(runs, process.argv[3]);
  console.log(`Calculate, click to numbers painted, ${CPU_SLOWDOWN}x CPU slowdown (goal < ${GOAL_MS} ms):`);
  for (const [name, { first, second }] of Object.entries(times)) {
    console.log(`  ${name}: first click ${summary(first)}; second ${summary(second)}`);
  }
}
