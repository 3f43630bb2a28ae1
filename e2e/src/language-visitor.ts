// A visitor's app in any language, in one page load: the sign-in dialog and its Forgot Password dialog, the
// calculator empty, refusing a form without a price, showing a loss and offline, the header's menus and dialogs,
// and Advanced mode locked behind the trial.
import type { Page } from 'playwright-core';
import type { Words } from './catalogue';
import { closeSignIn, dialog, openMenuDialog } from './dialogs';
import {
  DIALOG,
  MENU,
  WAIT,
  escape,
  navMenu,
  lockedAdvancedStates,
  type LanguageVisit,
} from './language-states';

const field = (page: Page, w: Words, name: string) =>
  page.getByRole('textbox', { name: w.t(name), exact: true });

/** The calculator's form filled and calculated in forward mode (an empty value leaves the field empty). */
async function calculate(page: Page, w: Words, price: string, cost: string, shipping: string): Promise<void> {
  await field(page, w, 'Selling price').fill(price);
  await field(page, w, 'Product cost').fill(cost);
  await field(page, w, 'Shipping cost').fill(shipping);
  await page.getByRole('button', { name: w.t('Calculate Profit') }).click();
}

const backOnline = (page: Page, w: Words) => page.getByRole('alert').filter({ hasText: w.t('Back online') });

export const VISITOR_VISITS: LanguageVisit[] = [
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
        name: 'Forgot Password dialog',
        within: DIALOG,
        reach: async (page, w) => {
          await dialog(page)
            .getByRole('button', { name: w.t('Already have a Pro account? Sign in here') })
            .click();
          await dialog(page)
            .getByRole('button', { name: w.t('Forgot Password') })
            .click();
          await page.getByRole('dialog', { name: w.t('Reset your password') }).waitFor(WAIT);
          // The sign-in dialog gives way to it: scanned once it has gone, the one dialog is this one.
          await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 1);
        },
      },
      {
        name: 'calculator, empty',
        reach: async (page, w) => {
          // Closing it goes back to the sign-in dialog, which the visitor closes too.
          await escape(page, page.getByRole('dialog', { name: w.t('Reset your password') }));
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
      {
        name: 'calculator, a form without its price refused',
        reach: async (page, w) => {
          await escape(page);
          await calculate(page, w, '', '5', '4');
          await page.getByText(w.t('Please check these fields'), { exact: true }).waitFor(WAIT);
          await field(page, w, 'Selling price').and(page.locator('[aria-invalid="true"]')).waitFor();
        },
      },
      {
        name: 'calculator, a loss',
        reach: async (page, w) => {
          await calculate(page, w, '6', '8', '4');
          await page.locator('[data-loss]').first().waitFor(WAIT);
        },
      },
      {
        // The notice is a strip in the header; the page below it, scanned with the loss, only moves down.
        name: 'calculator offline',
        within: 'header',
        reach: async (page, w) => {
          await page.context().setOffline(true);
          await page.getByText(w.t('Offline — calculations still work')).first().waitFor(WAIT);
        },
      },
      {
        name: 'back online',
        within: '[role="alert"]',
        reach: async (page, w) => {
          await page.context().setOffline(false);
          // Focus in the notification holds it open (it closes by itself after a few seconds): both widths see it.
          await backOnline(page, w).getByRole('button').focus(WAIT);
        },
      },
      // The 'back online' notice, still held open by the last state, is closed first.
      ...lockedAdvancedStates('a visitor', 'Start Free Trial', (page, w) =>
        backOnline(page, w).getByRole('button').click(),
      ),
    ],
  },
];
