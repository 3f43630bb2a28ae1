// The seller app's screens and dialogs as a seller reaches them in any language: one page load a visit, its states
// one after the other, every control found by its name in the page's language (catalogue.ts) or by its address.
// language-visitor.ts holds a visitor's, language-advanced.ts Advanced mode's; this file a seller's calculator and
// account, and the pages of their own.
import type { Page } from 'playwright-core';
import type { Words } from './catalogue';
import { dialog, drawerGone, header } from './dialogs';
import { ADVANCED_FROM_CALCULATOR } from './language-advanced';
import {
  DIALOG,
  MENU,
  WAIT,
  escape,
  heading,
  type LanguageState,
  type LanguageVisit,
} from './language-states';
import { MISSING_SHARE_PATH, REVERSE_EXAMPLE, WORKED_EXAMPLE, type ViewportName } from './screens';

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

/** The account menu: the desktop's profile menu, or the phone's drawer with the account's items. */
const accountMenu = (page: Page, w: Words): ReturnType<Required<LanguageState>['atEachWidth']> => ({
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
});

const SCREEN_VISITS: LanguageVisit[] = [
  {
    // A trial seller's result, its Pro tools and share menu, then the account's menu and dialogs over it.
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
        name: 'share menu',
        within: '[role="menu"]',
        reach: async (page, w) => {
          await page.getByRole('button', { name: w.t('Share'), exact: true }).click();
          await page.getByRole('menuitem', { name: w.t('Copy Share Link') }).waitFor();
        },
      },
      {
        name: 'share note dialog',
        within: DIALOG,
        reach: async (page, w) => {
          await page.getByRole('menuitem', { name: w.t('Add a Note to the Link') }).click();
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
      {
        name: 'account menu',
        within: MENU,
        reach: (page) => escape(page),
        atEachWidth: accountMenu,
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
    // Reverse mode, then Advanced mode from the calculator's menu.
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
      ...ADVANCED_FROM_CALCULATOR,
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
    'sign-in link that did not work',
    () => '/sign-in?token=not-a-real-token',
    (page, w) => linkRefused(page, w, 'This sign-in link did not work'),
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

/** A link's page that refused its token: its title and the server's sentence, both in the page's language. */
async function linkRefused(page: Page, w: Words, title: string): Promise<void> {
  await page.getByText(w.t(title)).first().waitFor(WAIT);
  await page.getByText(w.t('This link is invalid or has expired. Please request a new one.')).waitFor(WAIT);
}

const RESET_PASSWORD: LanguageVisit = {
  path: () => '/reset-password?token=not-a-real-token',
  states: [
    {
      name: 'reset password',
      reach: (page, w) => page.getByRole('button', { name: w.t('Reset Password') }).waitFor(WAIT),
    },
    {
      // The link is only tried with the new password: the page then says it did not work.
      name: 'reset password, the link refused',
      reach: async (page, w) => {
        for (const label of ['New Password', 'Confirm Password'])
          await page.getByLabel(w.t(label), { exact: true }).fill('Glazed2026');
        await page.getByRole('button', { name: w.t('Reset Password') }).click();
        await linkRefused(page, w, 'Choose a new password');
      },
    },
  ],
};

export const CALCULATOR_AND_PAGE_VISITS: LanguageVisit[] = [
  ...SCREEN_VISITS,
  RESET_PASSWORD,
  ...PAGES.map(([name, path, reach, who]): LanguageVisit => ({ path, who, states: [{ name, reach }] })),
];
