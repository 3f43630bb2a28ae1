// The seller app's screens and dialogs as a seller reaches them in any language: one page load a visit, its states
// one after the other, every control found by its name in the page's language (catalogue.ts) or by its address.
// language-advanced.ts holds Advanced mode's; this file the calculator, the account and the pages of their own.
import type { Page } from 'playwright-core';
import type { WidthScan } from './axe';
import type { Words } from './catalogue';
import { closeSignIn, dialog, drawerGone, header, openMenuDialog, openNavMenu } from './dialogs';
import { MISSING_SHARE_PATH, REVERSE_EXAMPLE, WORKED_EXAMPLE, type ViewportName } from './screens';

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

const WAIT = { timeout: 20_000 };
/** What a state opens over a page scanned before it: a dialog, or a header menu (on a phone, the drawer). */
export const DIALOG = '[role="dialog"]';
const MENU = '[role="menu"], [role="dialog"]';
const heading = (page: Page, name: string) => page.getByRole('heading', { name }).first().waitFor(WAIT);

/** Closes the open menu or dialog as a keyboard user does, and waits until it has gone. */
export async function escape(page: Page, open = dialog(page)): Promise<void> {
  await page.keyboard.press('Escape');
  await open.first().waitFor({ state: 'hidden' });
}

/** A header menu, on a phone the drawer with that menu's group expanded. */
function navMenu(
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

const accountMenuButton = (page: Page, w: Words) => header(page, w.like('Account menu for {email}'));

/** An item of the account menu, opened from the desktop's profile menu. */
async function openAccountItem(page: Page, w: Words, item: string): Promise<void> {
  await accountMenuButton(page, w).click(WAIT);
  await page.getByRole('menuitem', { name: w.t(item) }).click();
  await page.getByRole('dialog', { name: w.t(item) }).waitFor();
}

async function openShareItem(page: Page, w: Words, item: string): Promise<void> {
  await page.getByRole('button', { name: w.t('Share'), exact: true }).click();
  await page.getByRole('menuitem', { name: w.t(item) }).click();
}

const SCREEN_VISITS: LanguageVisit[] = [
  {
    path: () => '/',
    who: 'visitor',
    states: [
      {
        name: 'calculator, sign-in dialog',
        reach: (page, w) =>
          dialog(page)
            .getByRole('button', { name: w.t('Start Free Trial') })
            .waitFor(WAIT),
      },
      {
        name: 'calculator, empty',
        reach: async (page, w) => {
          await closeSignIn(page, w.t);
          await page.getByRole('button', { name: w.t('Calculate Profit') }).waitFor();
        },
      },
      {
        name: 'Contact menu',
        within: MENU,
        atEachWidth: (page, w) => navMenu(page, w, 'Contact', 'Get Support'),
      },
      {
        name: 'Calculator Guide dialog',
        within: DIALOG,
        reach: (page, w) => openMenuDialog(page, 'desktop', w.t('Resources'), w.t('Calculator Guide'), w.t),
      },
    ],
  },
  {
    path: () => WORKED_EXAMPLE,
    states: [
      {
        name: 'calculator with results',
        reach: (page, w) => page.getByRole('region', { name: w.t('Profit Analysis') }).waitFor(WAIT),
      },
      {
        name: 'Pro Seller Tools open',
        reach: async (page, w) => {
          await page.getByRole('button', { name: w.like('Pro Seller Tools') }).click();
          await page
            .getByRole('button', { name: w.like(': use it as the selling price') })
            .first()
            .waitFor();
        },
      },
      {
        name: 'share note dialog',
        within: DIALOG,
        reach: async (page, w) => {
          await openShareItem(page, w, 'Add a Note to the Link');
          await page.getByRole('dialog', { name: w.t('Share with a Note') }).waitFor();
        },
      },
      {
        name: 'e-mail report dialog',
        within: DIALOG,
        reach: async (page, w) => {
          await escape(page);
          await openShareItem(page, w, 'Email Report');
          await page.getByRole('dialog', { name: w.t('Email Report') }).waitFor();
        },
      },
    ],
  },
  {
    path: () => REVERSE_EXAMPLE,
    states: [
      {
        name: 'reverse mode results',
        reach: (page, w) =>
          page.getByText(w.t('Required Selling Price'), { exact: true }).first().waitFor(WAIT),
      },
      {
        name: 'Advanced Options open',
        reach: async (page, w) => {
          await page.getByRole('button', { name: w.like('Advanced Options') }).click();
          await page.getByRole('textbox', { name: w.t('Quantity'), exact: true }).waitFor();
        },
      },
    ],
  },
  {
    path: () => '/',
    states: [
      {
        name: 'account menu',
        within: MENU,
        atEachWidth: (page, w) => ({
          open: async (viewport: ViewportName) => {
            if (viewport === 'phone') {
              await page.getByRole('button', { name: w.t('Open menu') }).click(WAIT);
              await page.getByRole('button', { name: w.t('Account Settings') }).waitFor();
            } else {
              await accountMenuButton(page, w).click(WAIT);
              await page.getByRole('menuitem', { name: w.t('Logout'), exact: true }).waitFor();
            }
          },
          close: async (viewport: ViewportName) => {
            if (viewport === 'phone') {
              await page.keyboard.press('Escape');
              await drawerGone(page, w.t);
            } else await escape(page, page.getByRole('menu'));
          },
        }),
      },
      {
        name: 'Account Settings dialog',
        within: DIALOG,
        reach: (page, w) => openAccountItem(page, w, 'Account Settings'),
      },
      {
        name: 'Usage Stats dialog',
        within: DIALOG,
        reach: async (page, w) => {
          await escape(page);
          await openAccountItem(page, w, 'Usage Stats');
        },
      },
      {
        name: 'subscription dialog',
        within: DIALOG,
        reach: async (page, w) => {
          await escape(page);
          await header(page, w.like('{days, plural, one {# day left} other {# days left}}')).click();
          await dialog(page)
            .getByRole('button', { name: w.t('Upgrade - $2.99/year') })
            .waitFor();
        },
      },
      {
        name: 'payment dialog',
        within: DIALOG,
        reach: async (page, w) => {
          await dialog(page)
            .getByRole('button', { name: w.t('Upgrade - $2.99/year') })
            .click();
          await page.getByRole('button', { name: w.t('Create Account & Subscribe') }).waitFor();
        },
      },
    ],
  },
  {
    path: () => WORKED_EXAMPLE,
    who: 'expired',
    states: [
      {
        // The trial-over banner, and the Pro tools refused with the way to upgrade.
        name: "an expired seller's calculator, Pro Seller Tools refused",
        reach: async (page, w) => {
          await page.getByRole('region', { name: w.t('Trial expired') }).waitFor(WAIT);
          await page.getByRole('button', { name: w.like('Pro Seller Tools') }).click();
          await page
            .getByText(w.t('Your trial has expired. Upgrade to Pro to use this feature.'))
            .first()
            .waitFor();
        },
      },
    ],
  },
];

/** The pages of their own: one state each, reached when its heading or its own control is drawn. */
const PAGES: [
  name: string,
  path: LanguageVisit['path'],
  reach: Required<LanguageState>['reach'],
  who?: LanguageVisit['who'],
][] = [
  ['shared view', (f) => f.sharePath, (page, w) => heading(page, w.t('Shared calculation'))],
  ['missing share', () => MISSING_SHARE_PATH, (page, w) => heading(page, w.t('Link not found'))],
  [
    'payment result, paid',
    (f) => `/payment/success?session_id=${f.paidCheckoutId}`,
    (page, w) => page.getByText(w.t('Payment Successful!')).waitFor(WAIT),
    'payer',
  ],
  ['payment cancelled', () => '/payment/cancel', (page, w) => heading(page, w.t('Payment Cancelled'))],
  [
    'reset password',
    () => '/reset-password?token=not-a-real-token',
    (page, w) => page.getByRole('button', { name: w.t('Reset Password') }).waitFor(WAIT),
  ],
  ['help', () => '/help', (page, w) => heading(page, w.t('Help Center'))],
  ['privacy', () => '/privacy', (page, w) => heading(page, w.t('Privacy Policy'))],
  ['terms', () => '/terms', (page, w) => heading(page, w.t('Terms of Service'))],
  [
    'marketplace connection callback',
    () => '/oauth/callback',
    (page, w) => page.getByText(w.t('Missing authorization parameters')).first().waitFor(WAIT),
  ],
];

export const CALCULATOR_AND_PAGE_VISITS: LanguageVisit[] = [
  ...SCREEN_VISITS,
  ...PAGES.map(([name, path, reach, who]): LanguageVisit => ({ path, who, states: [{ name, reach }] })),
];
