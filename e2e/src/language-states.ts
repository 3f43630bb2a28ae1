// What the language visits are made of (language-visits.ts, language-visitor.ts, language-advanced.ts): a page
// load and its states one after the other, and the steps they share, every control found by its name in the page's
// language (catalogue.ts).
import type { Page } from 'playwright-core';
import type { WidthScan } from './axe';
import type { Words } from './catalogue';
import { dialog, openNavMenu } from './dialogs';

/** What a visit's address may need: records made through the API before the browser starts. */
export interface VisitFixtures {
  sharePath: string;
  paidCheckoutId: string;
}

/** One state of a screen, and how to bring the page there from the state before it (at the desktop width). */
export interface LanguageState {
  name: string;
  reach?: (page: Page, w: Words) => Promise<void>;
  /** Only this part of the page is scanned (a CSS selector): what the state opened over a page scanned before. */
  within?: string;
  /** A state drawn differently at each width (a header menu, the phone's drawer), opened and closed at each. */
  atEachWidth?: (page: Page, w: Words) => Pick<WidthScan, 'open' | 'close'>;
}

export interface LanguageVisit {
  path: (fixtures: VisitFixtures) => string;
  /** Whose app it is: a visitor's, a trial seller's (the default), the seller who paid, or one whose trial is over. */
  who?: 'visitor' | 'seller' | 'payer' | 'expired';
  /** The fee country chosen on the device before the page loads (the file tools read files of that country). */
  country?: string;
  states: LanguageState[];
}

export const WAIT = { timeout: 20_000 };
/** What a state opens over a page scanned before it: a dialog, or a header menu (on a phone, the drawer). */
export const DIALOG = '[role="dialog"]';
export const MENU = '[role="menu"], [role="dialog"]';
/** Advanced mode's open tab: the header and tab bar around it are scanned on the dashboard. */
export const PANEL = '[role="tabpanel"]';

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name }).first().waitFor(WAIT);

/** Closes the open menu or dialog as a keyboard user does, and waits until it has gone. */
export async function escape(page: Page, open = dialog(page)): Promise<void> {
  const target = open.first();
  // Escape closes a menu only from inside it (Mantine listens on the dropdown), as it does for a keyboard user who
  // opened it there; a change of width or a scan between opening and closing can leave the focus on the page.
  await target.evaluate((element) => {
    if (element.contains(document.activeElement)) return;
    const inside = element.querySelector<HTMLElement>('[role="menuitem"], button, [href], input, [tabindex]');
    (inside ?? (element as HTMLElement)).focus();
  });
  await page.keyboard.press('Escape');
  await target.waitFor({ state: 'hidden' });
}

/** A header menu, on a phone the drawer with that menu's group expanded. */
export function navMenu(
  page: Page,
  w: Words,
  menu: string,
  item: string,
): ReturnType<Required<LanguageState>['atEachWidth']> {
  return {
    open: async (viewport) => {
      await openNavMenu(page, viewport, w.t(menu), w.t);
      await page.getByText(w.t(item), { exact: true }).first().waitFor();
    },
    close: (viewport) =>
      viewport === 'phone'
        ? escape(page, page.getByRole('dialog', { name: w.t('Menu') }))
        : escape(page, page.getByRole('menu')),
  };
}

/** Advanced mode from the calculator, as a seller opens it: Tools → Advanced Analytics (the app changes the query). */
export async function openAdvancedFromTools(page: Page, w: Words): Promise<void> {
  await openNavMenu(page, 'desktop', w.t('Tools'), w.t);
  await page.getByRole('menuitem', { name: w.t('Advanced Analytics') }).click();
}

/**
 * Advanced mode locked for `who` (a visitor, or a seller whose trial is over), opened from the calculator: the
 * dashboard's offer, then a CSV tool's, whose button (`offer`) says what unlocks it. `first` clears the page before.
 */
export function lockedAdvancedStates(
  who: string,
  offer: string,
  first?: (page: Page, w: Words) => Promise<void>,
): LanguageState[] {
  return [
    {
      name: `advanced: dashboard locked for ${who}`,
      reach: async (page, w) => {
        await first?.(page, w);
        await openAdvancedFromTools(page, w);
        await page.getByRole('region', { name: w.t('Unlock Advanced Analytics') }).waitFor(WAIT);
      },
    },
    {
      name: `advanced: CSV tool offer for ${who}`,
      within: PANEL,
      reach: async (page, w) => {
        await page.getByRole('tab', { name: w.like('Pricing Audit') }).click();
        await page
          .getByRole('tabpanel')
          .getByRole('button', { name: w.t(offer) })
          .first()
          .waitFor(WAIT);
      },
    },
  ];
}
