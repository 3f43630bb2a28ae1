// The operators' portal in the built app against the built server, with an admin made by the deploy command:
// log in, read the live figures, find a seller, act on them with a confirmation, see it in the activity log, and
// log out; then every portal screen at a phone's and a desktop's width, scanned by axe-core (WCAG 2.2 AA).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  adminLogin,
  adminScreens,
  EXPIRING_ADMIN,
  openAccountControl,
  openAdminTab,
  MFA_ADMIN,
  SECOND_ADMIN,
  totpNow,
  searchSeller,
  sellerEmail,
  startServerWithAdmin,
} from './admin-screens';
import { axeViolations, describeViolations, isSeriousOrWorse, settled } from './axe';
import { launchBrowser } from './browser';
import type { RunningServer } from './built-server';
import { paidCheckoutByApi, startTrialByApi, VIEWPORTS, type SignedIn, type ViewportName } from './screens';

let server: RunningServer;
let browser: Browser;
let trial: SignedIn;
let payer: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerWithAdmin(), launchBrowser()]);
  trial = await startTrialByApi(server.url, sellerEmail('li'));
  ({ session: payer } = await paidCheckoutByApi(
    server.url,
    await startTrialByApi(server.url, sellerEmail('maya')),
    'Sunflower42!x',
  ));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPortal(viewport: ViewportName): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'en-US' });
  return context.newPage();
}

/** The seller's own next call, with the token they had. */
const sellerStatus = (token: string) =>
  fetch(`${server.url}/api/user/subscription`, { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.status,
  );

/** The figure under a key figure's label on the Stats tab. */
const kpi = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).locator('xpath=following-sibling::dd[1]');

describe('the operators portal in the built app', () => {
  it('logs in, shows the figures, forces a seller out after a confirmation, logs it, and logs out', async () => {
    const page = await openPortal('desktop');
    await page.goto(`${server.url}/admin/`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill('Not-The-Password-1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid username or password').waitFor();

    // The session is verified and then sent with every call; it lives in this tab's sessionStorage.
    const verify = page.waitForRequest((r) => r.url().includes('admin.verify'));
    await adminLogin(page, server);
    expect((await verify).headers().authorization).toMatch(/^Bearer adm_/);
    expect(await page.evaluate(() => sessionStorage.getItem('margin.admin_session'))).toContain('adm_');

    await page.getByLabel(/^Loading /).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await kpi(page, 'Total users').textContent()).toBe('2');
    expect(await kpi(page, 'Active Pro users').textContent()).toBe('1');
    expect(await kpi(page, 'Revenue \\(30 days\\)').textContent()).toBe('$2.99');

    await openAdminTab(page, 'Users');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByText(trial.email).waitFor();
    await users.getByText(payer.email).waitFor();

    // Force Logout asks first, and takes the reason into the log.
    await searchSeller(page, trial.email);
    expect(await sellerStatus(trial.token)).toBe(200);
    await page.getByRole('button', { name: 'Force Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Force Logout' });
    await dialog.getByText(`Are you sure you want to log out ${trial.email}?`, { exact: false }).waitFor();
    await dialog.getByLabel('Reason').fill('Shared the password in a forum post');
    await dialog.getByRole('button', { name: 'Force Logout' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await sellerStatus(trial.token)).toBe(401);

    await openAdminTab(page, 'Activity Logs');
    const logs = page.getByRole('table', { name: 'Activity Logs' });
    const row = logs.getByRole('row').filter({ hasText: 'Shared the password in a forum post' });
    expect(await row.getByText('Force Logout').count()).toBe(1);
    expect(await row.textContent()).toContain(trial.email);

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByText('You have been logged out.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('margin.admin_session'))).toBeNull();
    await page.context().close();
  });

  it('goes back to the login with a sentence when the session is refused', async () => {
    const page = await openPortal('desktop');
    await adminLogin(page, server);
    // Another tab logs this session out on the server: the next call here answers 401.
    const token = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('margin.admin_session')!) as { token: string }).token,
    );
    const res = await fetch(`${server.url}/api/admin/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByText('Your admin session has expired. Please log in again.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('warns an operator whose password expires within 14 days, and the warning opens Change Password', async () => {
    const page = await openPortal('desktop');
    await adminLogin(page, server, EXPIRING_ADMIN);
    const banner = page.getByRole('alert').filter({ hasText: 'Password expires soon' });
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toContain('Your admin password expires in 10 days.');
    await banner.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('dialog', { name: 'Change Password' }).waitFor();
    await page.context().close();
  });
});

describe('the portal from the keyboard', () => {
  it('moves between tabs with the arrow keys and runs an action from a row menu, focus coming back after', async () => {
    const page = await openPortal('desktop');
    await adminLogin(page, server);
    await page.getByRole('tab', { name: 'Stats' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Users', level: 2 }).waitFor();

    const actions = page.getByRole('button', { name: `Actions for ${trial.email}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('menuitem', { name: 'Activate Pro' });
    await first.waitFor();
    // Mantine moves focus after its own timers, not with the element's appearance or the end of its transition.
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Activate Pro' });
    await dialog.waitFor();
    await settled(page);
    // Focus is in the dialog, on the reason; Escape leaves without doing anything.
    await page.keyboard.type('Keyboard check');
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Keyboard check');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await settled(page);
    await expect.poll(() => actions.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('the portal acting on sellers and on its own password', () => {
  it('extends a trial, deletes a seller (gone everywhere) and changes the password under the policy', async () => {
    const leaving = await startTrialByApi(server.url, sellerEmail('omar'));
    const page = await openPortal('desktop');
    await adminLogin(page, server, SECOND_ADMIN);

    await searchSeller(page, leaving.email);
    await page.getByRole('button', { name: 'Extend trial' }).click();
    const extend = page.getByRole('dialog', { name: 'Extend trial' });
    expect(await extend.getByLabel(/^Days/).inputValue()).toBe('7');
    await extend.getByLabel(/^Days/).fill('10');
    await extend.getByRole('button', { name: 'Extend trial' }).click();
    await page
      .getByText(/extended by 10 days/)
      .first()
      .waitFor();
    await extend.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete User' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete User' });
    await remove.getByText(/This cannot be undone/).waitFor();
    await remove.getByLabel('Reason').fill('Asked to be forgotten');
    await remove.getByRole('button', { name: 'Delete User' }).click();
    await remove.waitFor({ state: 'detached' });
    expect(await sellerStatus(leaving.token)).toBe(401);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('User not found').waitFor();
    await openAdminTab(page, 'Users');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByText(trial.email).waitFor();
    expect(await users.getByText(leaving.email).count()).toBe(0);

    await openAccountControl(page, 'desktop', 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel(/^Current password/).fill(SECOND_ADMIN.password);
    await dialog.getByLabel(/^New password/).fill('nouppercase-2026!');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Password must contain at least 1 uppercase letter').waitFor();
    // The server checks what only it knows: the current password.
    await dialog.getByLabel(/^Current password/).fill('Not-My-Password-1!');
    await dialog.getByLabel(/^New password/).fill('Brand-New-Lanterns-2027!');
    await dialog.getByLabel(/^Confirm new password/).fill('Brand-New-Lanterns-2027!');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText('Failed to change password: Current password is incorrect').waitFor();
    await dialog.getByLabel(/^Current password/).fill(SECOND_ADMIN.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully! It will expire in 90 days.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    // Logged out for good (the stored session cleared) before the page loads again, or the reload restores it.
    await page.getByText('You have been logged out.').waitFor();
    await adminLogin(page, server, { username: SECOND_ADMIN.username, password: 'Brand-New-Lanterns-2027!' });
    await page.context().close();
  });

  it('turns the second factor on from a QR code, then asks for a code at login (a wrong one refused, a recovery code accepted)', async () => {
    const page = await openPortal('desktop');
    const admin = MFA_ADMIN;
    await adminLogin(page, server, admin);
    await openAccountControl(page, 'desktop', 'Two-factor authentication');
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await dialog.getByAltText(/QR code/).waitFor();
    const secret = (await dialog.locator('code').first().textContent())!.trim();
    await dialog.getByLabel(/Authentication code/).fill(totpNow(secret));
    await dialog.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    // allTextContents does not wait: the codes arrive with the server's answer (slow under CI load).
    const recovery = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await recovery.last().waitFor({ timeout: 20_000 });
    const codes = await recovery.allTextContents();
    expect(codes).toHaveLength(10);
    await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Logout', exact: true }).click();

    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel(/Authentication code/).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is not valid. Please try again.').waitFor();
    await page.getByLabel(/Authentication code/).fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('tab', { name: 'Stats' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the portal at the %s width', (viewport) => {
  async function expectNoSeriousViolations(page: Page, screen: string) {
    await settled(page);
    const serious = (await axeViolations(page)).filter(isSeriousOrWorse);
    expect(serious, `${screen} at ${viewport}:\n${describeViolations(serious)}`).toEqual([]);
  }

  it('has no serious or critical axe violation on the login', async () => {
    const page = await openPortal(viewport);
    await page.goto(`${server.url}/admin/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoSeriousViolations(page, 'login');
    await page.context().close();
  });

  it('has no serious or critical axe violation with the password expiry banner', async () => {
    const page = await openPortal(viewport);
    await adminLogin(page, server, EXPIRING_ADMIN);
    await page.getByRole('alert').filter({ hasText: 'Password expires soon' }).waitFor({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'password expiry banner');
    await page.context().close();
  });

  it('has no serious or critical axe violation on any screen behind it', async () => {
    const page = await openPortal(viewport);
    await adminLogin(page, server);
    for (const screen of adminScreens(payer.email)) {
      await screen.open(page, viewport);
      await expectNoSeriousViolations(page, screen.name);
      // Each screen starts from the dashboard: a dialog left open is closed.
      if (await page.getByRole('dialog').count()) {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    await page.context().close();
  });
});
