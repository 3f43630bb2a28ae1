// The dialogs in a visitor's way (the sign-in dialog greets every visitor) and the header menus that open
// others, on a phone through the drawer.
import type { Page } from 'playwright-core';
import { english } from './catalogue';
import type { ViewportName } from './screens';

/** The open dialog (the sign-in dialog, the subscription modal...). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** The header has a desktop and a phone copy of some controls; at 1280 wide the first is the visible one. */
export const header = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();

/** Visitors are greeted by the sign-in dialog; most screens are looked at behind it. */
export async function closeSignIn(page: Page, t = english): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: t('Close') })
    .click({ timeout: 15_000 });
  await dialog(page).waitFor({ state: 'hidden' });
}

/** The worked example's results, after the sign-in dialog is closed. */
export async function calculated(page: Page): Promise<void> {
  await closeSignIn(page);
  await page.getByText('Your Profit', { exact: true }).waitFor({ timeout: 15_000 });
}

/** Opens a header menu: the desktop menu, or the phone's drawer with that menu's group expanded. */
export async function openNavMenu(
  page: Page,
  viewport: ViewportName,
  menu: string,
  t = english,
): Promise<void> {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: t('Open menu') }).click();
  }
  await page.getByRole('button', { name: menu, exact: true }).click();
}

/** A menu item's dialog, e.g. About → How It Works. */
export async function openMenuDialog(
  page: Page,
  viewport: ViewportName,
  menu: string,
  item: string,
  t = english,
): Promise<void> {
  await openNavMenu(page, viewport, menu, t);
  await page.getByText(item, { exact: true }).first().click();
  await page.getByRole('dialog', { name: item }).waitFor();
  if (viewport === 'phone') await drawerGone(page, t);
}

/**
 * A drawer item's dialog opens as the phone's drawer closes: a state is reached when the drawer has gone, or its
 * closing transition is scanned with the dialog and the next step finds two dialogs (a loaded machine stretches it).
 */
export async function drawerGone(page: Page, t = english): Promise<void> {
  await page.getByRole('dialog', { name: t('Menu') }).waitFor({ state: 'hidden' });
}
