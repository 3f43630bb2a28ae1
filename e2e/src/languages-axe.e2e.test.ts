// Every screen and dialog of the seller app in each seller language, in the built app against the built server:
// axe finds no serious or critical violation at 390 and 1280 px, no page is wider than the screen, and in German
// (the longest words) no text is clipped by its box or sticks out of it. One page load a visit: both widths are
// scanned by resizing the same page.
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { problemsAtBothWidths } from './axe';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';
import { SELLER_LANGUAGES, wordsIn, type SellerLanguage } from './catalogue';
import { ADVANCED_VISITS } from './language-advanced';
import type { LanguageVisit, VisitFixtures } from './language-states';
import { VISITOR_VISITS } from './language-visitor';
import { CALCULATOR_AND_PAGE_VISITS } from './language-visits';
import { describeOverflows, overflows, pageTooWide } from './overflow';
import {
  asExpiredSeller,
  createSharePath,
  paidCheckoutByApi,
  startTrialByApi,
  VIEWPORTS,
  type SignedIn,
} from './screens';

const VISITS = [...VISITOR_VISITS, ...CALCULATOR_AND_PAGE_VISITS, ...ADVANCED_VISITS];
/** The language whose words run longest: its boxes are checked for text that does not fit. */
const LONGEST_WORDS: SellerLanguage = 'de';
/** MARGIN_LANGUAGE_SHOTS=<folder>: a screenshot of every state at each width, for a person to look at. */
const SHOTS_DIR = process.env.MARGIN_LANGUAGE_SHOTS;

async function shoot(page: Page, language: SellerLanguage, state: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const name = `${language}-${width}-${state.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
  await page.screenshot({ path: path.join(SHOTS_DIR!, name) });
}

let server: RunningServer;
let browser: Browser;
let fixtures: VisitFixtures;
let payer: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
  const sharer = await startTrialByApi(server.url, `languages.share.${Date.now()}@example.com`);
  const paid = await paidCheckoutByApi(
    server.url,
    await startTrialByApi(server.url, `languages.payer.${Date.now()}@example.com`),
    'Sunflower42',
  );
  payer = paid.session;
  fixtures = { sharePath: await createSharePath(server.url, sharer.token), paidCheckoutId: paid.checkoutId };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The sessions a language's visits are for: a visitor has none, a seller whose trial is over is the seller. */
type Sessions = Record<Required<LanguageVisit>['who'], SignedIn | null>;

/**
 * The visit's page loaded for whoever it is, with the reports of its states at both widths. A language's visits
 * follow one another in one tab: the app's downloads are cached, and its code compiled, once a language. Each visit
 * puts its own session, and the fee country it may need, on the device before the app starts, as signedInContext
 * does for a whole context.
 */
async function scanVisit(
  page: Page,
  sessions: Sessions,
  visit: LanguageVisit,
  language: SellerLanguage,
): Promise<string[]> {
  const w = wordsIn(language);
  const who = visit.who ?? 'seller';
  const device = await page.addInitScript(
    ([user, country]) => {
      if (user) window.localStorage.setItem('margin.user', user);
      else window.localStorage.removeItem('margin.user');
      if (country) window.localStorage.setItem('margin.country', country);
    },
    [sessions[who] && JSON.stringify(sessions[who]), visit.country ?? null] as const,
  );
  const found: string[] = [];
  // Every language: no page wider than the screen; in German, whose words run longest, no box its text outgrows.
  const alsoIn = (state: string) => async (scanned: Page, within?: string) => {
    const over = language === LONGEST_WORDS ? await overflows(scanned, within) : await pageTooWide(scanned);
    if (SHOTS_DIR) await shoot(scanned, language, state);
    return over.length ? [`  text that does not fit:\n${describeOverflows(over)}`] : [];
  };
  try {
    if (who === 'expired') await asExpiredSeller(page);
    await page.goto(server.url + visit.path(fixtures));
    for (const state of visit.states) {
      try {
        await state.reach?.(page, w);
        const scan = { ...state.atEachWidth?.(page, w), within: state.within, also: alsoIn(state.name) };
        found.push(...(await problemsAtBothWidths(page, `${language}: ${state.name}`, scan)));
      } catch (error) {
        // The visit's later states start from this one: they are reported unreached with it.
        const rest = visit.states.slice(visit.states.indexOf(state)).map((s) => s.name);
        return [...found, `${language}: not reached: ${rest.join(', ')}\n${(error as Error).message}`];
      }
    }
  } finally {
    await device.dispose();
    if (who === 'expired') await page.unrouteAll({ behavior: 'ignoreErrors' });
    // A state may take the device offline (the offline notice): the next visit starts online.
    await page.context().setOffline(false);
  }
  return found;
}

describe('every screen and dialog of the seller app, in every language, at 390 and 1280 px', () => {
  it.concurrent.for(SELLER_LANGUAGES)(
    'in %s: no serious or critical axe violation (and in German, no text that does not fit its box)',
    // Five languages' visits share two cores with the server: generous, as the e2e steps are.
    { timeout: 900_000 },
    async (language, { expect }) => {
      // The states are reached at the desktop width, where every header control is a single click.
      const options = {
        viewport: VIEWPORTS.desktop,
        locale: language,
        timezoneId: 'UTC',
        // No service worker: it would download the whole app for offline use in every context.
        serviceWorkers: 'block',
      } as const;
      const seller = await startTrialByApi(server.url, `languages.${language}.${Date.now()}@example.com`);
      const sessions: Sessions = { visitor: null, seller, payer, expired: seller };
      const context = await browser.newContext(options);
      const found: string[] = [];
      try {
        const page = await context.newPage();
        for (const visit of VISITS) found.push(...(await scanVisit(page, sessions, visit, language)));
      } finally {
        await context.close();
      }
      expect(found, found.join('\n\n')).toEqual([]);
    },
  );
});
