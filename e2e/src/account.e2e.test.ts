// The seller's account journeys in the built app against the built server: trial, upgrade and test checkout,
// cancellation, logout and Pro sign-in, the one-time sign-in link, and the password reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, isSeriousOrWorse } from './axe';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';
import { dialog, header } from './dialogs';
import { mailedLinkIn, startTrialByApi, VIEWPORTS } from './screens';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Payment return URLs and e-mail links come back to server.url (its PUBLIC_URL), where the session is stored. */
const appUrl = (pathAndQuery: string) => server.url + pathAndQuery;

let counter = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

async function openApp(url = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(appUrl(url));
  return page;
}

const passwordField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function startTrial(page: Page, email: string) {
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Start Free Trial' }).click();
  await header(page, /7 days left/).waitFor({ timeout: 15_000 });
}

async function logout(page: Page) {
  await header(page, /Account menu/).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByText('Are you sure you want to logout?').waitFor();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.getByText('You have been logged out successfully.').waitFor();
}

/** Sets the password in the subscription modal and follows the redirect to the built-in test checkout. */
async function upgradeToCheckout(page: Page, password: string) {
  await header(page, /days left/).click();
  await dialog(page).getByRole('button', { name: 'Upgrade - $2.99/year' }).click();
  await page.getByRole('button', { name: 'Create Account & Subscribe' }).click();
  await passwordField(page, 'Create Password').fill(password);
  await passwordField(page, 'Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Complete Account & Pay' }).click();
  await page.waitForURL(/\/payment\/test-checkout\?session_id=/, { timeout: 15_000 });
}

/** The newest link of this kind e-mailed to `to`, as a path on the test server. */
const mailedLink = (to: string, kind: 'sign_in_link' | 'password_reset') =>
  mailedLinkIn(server.dataDir, to, kind);

describe('seller accounts in the built app', () => {
  it('a visitor can close the sign-in dialog, start a trial, stay signed in, pay and come back as Pro', async () => {
    const page = await openApp();
    const email = newEmail('maya');

    await dialog(page).getByRole('button', { name: 'Start Free Trial' }).waitFor({ timeout: 15_000 });
    expect(await dialog(page).getByLabel('Remember me on this device').isChecked()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await header(page, 'Start Free Trial').click();
    await startTrial(page, email);
    expect(await header(page, /Account menu/).textContent()).toContain('Trial Account');

    // A reload verifies the stored session with its bearer token.
    const verify = page.waitForRequest((r) => r.url().includes('/trpc/auth.verify'));
    await page.reload();
    expect((await verify).headers().authorization).toMatch(/^Bearer .+/);
    await header(page, /7 days left/).waitFor({ timeout: 15_000 });

    await upgradeToCheckout(page, 'Sunflower42');
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL(/\/payment\/success\?session_id=/);
    await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue to Calculator' }).click();
    await header(page, /Pro Member/).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('margin.payment_flow'))).toBeNull();
    expect(await header(page, /Account menu/).textContent()).toContain('Pro Account');

    // Cancelling keeps access to the end of the paid year.
    await header(page, /Pro Member/).click();
    await dialog(page)
      .getByText(/Renews on/)
      .waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel' }).click();
    await page.getByText(/continues until the end of your billing period on/).waitFor({ timeout: 15_000 });
    await header(page, /Pro Member/).click();
    await dialog(page)
      .getByText(/you keep Pro access until/)
      .waitFor();
    await page.keyboard.press('Escape');

    // Logout, then the Pro sign-in: signup mode notices the password and asks for it.
    await logout(page);
    await dialog(page).getByLabel('Email').fill(`  ${email.toUpperCase()} `);
    await dialog(page).getByRole('button', { name: 'Start Free Trial' }).click();
    await passwordField(page, 'Password').fill('Sunflower41');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByText('Invalid password. Please try again or use "Forgot Password" to reset it.')
      .waitFor({ timeout: 15_000 });
    await passwordField(page, 'Password').fill('Sunflower42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await header(page, /Pro Member/).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('a returning trial seller on a new device signs in with the e-mailed one-time link', async () => {
    const email = newEmail('ravi');
    const first = await openApp();
    await startTrial(first, email);
    await first.context().close();

    const page = await openApp();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Start Free Trial' }).click();
    await page
      .getByText('Please verify your email. Check your inbox for a verification link.')
      .waitFor({ timeout: 15_000 });

    const link = await mailedLink(email, 'sign_in_link');
    await page.goto(appUrl(link));
    await header(page, /7 days left/).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');

    // The link works once.
    await page.goto(appUrl(link));
    await page.getByText('This sign-in link did not work').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Back to Calculator' }).click();
    await header(page, /7 days left/).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('the owner of a trial someone else started with their address decides what happens to what was made in it', async () => {
    const email = newEmail('noor');
    // Someone else types Noor's address: a trial starts with the address alone, and they add a product.
    const intruder = await startTrialByApi(server.url, email);
    const planted = await fetch(appUrl('/api/products'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${intruder.token}` },
      body: JSON.stringify({ name: 'Planted mug', product_cost: 1, selling_price: 2, currency: 'USD' }),
    });
    expect(planted.status).toBe(201);

    const page = await openApp();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Start Free Trial' }).click();
    await page
      .getByText('Please verify your email. Check your inbox for a verification link.')
      .waitFor({ timeout: 15_000 });
    await page.goto(appUrl(await mailedLink(email, 'sign_in_link')));
    await page
      .getByRole('heading', { name: 'Keep what was made before you confirmed your e-mail?' })
      .waitFor({ timeout: 15_000 });
    await page.getByText('Made before this sign-in: 1 product.').waitFor();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      const serious = (await axeViolations(page)).filter(isSeriousOrWorse);
      expect(serious, describeViolations(serious)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Delete it' }).click();
    await header(page, /7 days left/).waitFor({ timeout: 15_000 });
    const token = await page.evaluate(() => {
      for (const store of [localStorage, sessionStorage]) {
        for (const key of Object.keys(store)) {
          const match = /"token":"([^"]+)"/.exec(store.getItem(key) ?? '');
          if (match) return match[1];
        }
      }
      return null;
    });
    const left = await fetch(appUrl('/api/products'), { headers: { authorization: `Bearer ${token}` } });
    expect(await left.json()).toEqual([]);
    await page.context().close();
  });

  it('a cancelled checkout leaves a trial account with a password, which can reset it by e-mail', async () => {
    const email = newEmail('lena');
    const page = await openApp();
    await startTrial(page, email);
    await upgradeToCheckout(page, 'Pottery2025');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/payment\/cancel/);
    await page
      .getByText('Your payment was cancelled. You can try again anytime to get full access')
      .waitFor();
    await page.getByRole('link', { name: 'Back to Calculator' }).click();
    await header(page, /7 days left/).waitFor({ timeout: 15_000 });
    // A password is not Pro: the label says so only once Pro is paid for.
    expect(await header(page, /Account menu/).textContent()).toContain('Trial Account');

    await logout(page);
    await page.getByRole('button', { name: 'Already have a Pro account? Sign in here' }).click();
    await dialog(page).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/we have sent instructions to reset your password/).waitFor({ timeout: 15_000 });

    await page.goto(appUrl(await mailedLink(email, 'password_reset')));
    await passwordField(page, 'New Password').fill('Glazed2026');
    await passwordField(page, 'Confirm Password').fill('Glazed2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password updated').waitFor({ timeout: 15_000 });
    // Home by itself after 3 seconds.
    await page.waitForURL(appUrl('/'), { timeout: 10_000 });

    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Start Free Trial' }).click();
    await passwordField(page, 'Password').fill('Glazed2026');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await header(page, /7 days left/).waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
