// The seller app's screens as the browser tests and the screenshot script reach them: links that fill the
// calculator, accounts and shares made through the public API as the app makes them, and Advanced mode's tabs
// (dialogs.ts holds the dialogs in the way and the header menus).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { english } from './catalogue';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** FEES.md's worked example by URL prefill, calculated after the spec's 1 s delay. */
export const WORKED_EXAMPLE = '/?selling_price=25&product_cost=5&shipping_cost=4&country=US&mode=forward';
/** Reverse mode by URL prefill: the price for a 40 % margin. */
export const REVERSE_EXAMPLE = '/?mode=reverse&target_margin=40&product_cost=5&shipping_cost=4';
/** A share id of the right shape that was never made. */
export const MISSING_SHARE_PATH = '/s/AAAAAAAAAAAAAAAAAAAAAAAA';

/** What auth.login answers, as the app stores it (see the seller's session-store). */
export interface SignedIn {
  user_id: string;
  email: string;
  token: string;
  remembered: boolean;
  account_type: 'trial' | 'full';
  has_password: boolean;
}

async function postJson<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Starts a trial for a new e-mail through the REST API, as the sign-in dialog does. */
export async function startTrialByApi(baseUrl: string, email: string): Promise<SignedIn> {
  const answer = await postJson<SignedIn>(baseUrl, '/api/auth/login', { email, remember_me: true });
  const { user_id, token, remembered, account_type, has_password } = answer;
  return { user_id, email: answer.email, token, remembered, account_type, has_password };
}

/** A browser context that opens the app signed in: the session is in local storage, as after 'Remember me'. */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  session: SignedIn,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: 'margin.user', value: JSON.stringify(session) }] }],
    },
  });
}

/** A share made through the public API, as the app makes it; answers its path (/s/{id}). */
export async function createSharePath(baseUrl: string, token: string): Promise<string> {
  const calc = {
    mode: 'forward',
    currency: 'USD',
    country: 'US',
    price: 25,
    shipping: 4,
    costs: { product: 5, printing: 1.5, packaging: 0.75, additional: 0 },
    fees: {
      offsite_ads: true,
      annual_revenue: 12000,
      gift_wrap: 0,
      marketing_ads: 0,
      vat_rate: 0,
      vat_included: false,
    },
    options: { free_shipping: false, discount_rate: 10 },
    target: { profit: null, margin: null },
    quantity: 2,
    notes: 'Silver ring, spring market price',
    results: null,
    version: 1,
    timestamp: new Date().toISOString(),
  };
  const { url } = await postJson<{ url: string }>(
    baseUrl,
    '/api/shares/',
    { calc, version: 1, expires_days: 30 },
    token,
  );
  return new URL(url).pathname;
}

/** A trial seller with a password who has paid through the built-in test checkout; answers the checkout id. */
export async function paidCheckoutByApi(
  baseUrl: string,
  trial: SignedIn,
  password: string,
): Promise<{ session: SignedIn; checkoutId: string }> {
  const upgraded = await postJson<Partial<SignedIn>>(
    baseUrl,
    '/api/auth/upgrade-trial',
    { email: trial.email, password },
    trial.token,
  );
  const session: SignedIn = {
    ...trial,
    token: upgraded.token ?? trial.token,
    account_type: upgraded.account_type ?? trial.account_type,
    has_password: true,
  };
  const { url } = await postJson<{ url: string }>(
    baseUrl,
    '/api/payment/checkout',
    { package_id: 'annual_subscription' },
    session.token,
  );
  const checkoutId = new URL(url).searchParams.get('session_id')!;
  // The test checkout's own form, posted as its 'Complete test payment' button does.
  const paid = await fetch(`${baseUrl}/payment/test-checkout/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session_id: checkoutId }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`test checkout answered ${paid.status}: ${await paid.text()}`);
  return { session, checkoutId };
}

/** What subscription.status answers for a seller whose trial is over without a subscription. */
export const EXPIRED_STATUS = {
  has_subscription: false,
  subscription_active: false,
  subscription_expires_at: null,
  trial_active: false,
  trial_days_remaining: 0,
} as const;

/**
 * Shows this page the app as an expired seller sees it: the server's subscription.status answers are replaced
 * (tRPC batches calls: only that call's item of the batch). The server itself still treats the seller as in trial.
 */
export async function asExpiredSeller(page: Page): Promise<void> {
  await page.route(/\/trpc\/[^?]*subscription\.status/, async (route) => {
    const response = await route.fetch();
    const url = new URL(route.request().url());
    const paths = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, '')).split(',');
    const body = (await response.json()) as { result?: { data: unknown } }[] | { result?: { data: unknown } };
    const items = Array.isArray(body) ? body : [body];
    paths.forEach((procedure, index) => {
      const item = items[index];
      if (procedure === 'subscription.status' && item?.result) item.result.data = { json: EXPIRED_STATUS };
    });
    await route.fulfill({ response, json: body });
  });
}

/** The app as it is when the connection drops: navigator.onLine false and the 'offline' event. */
export async function goOffline(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  });
}

/** Advanced mode's tabs at their own addresses, the CSV tools' among them. */
export const ADVANCED_TABS = [
  'dashboard',
  'multi-product',
  'break-even-audit',
  'bulk-price-updater',
  'orders-analysis',
  'reconcile',
  'market-research',
  'add-sales',
] as const;
export type AdvancedTabName = (typeof ADVANCED_TABS)[number];
export const advancedPath = (tab: AdvancedTabName) => `/?mode=advanced&tab=${tab}`;

/** What each Advanced tab shows once its code and its data have arrived. */
export async function advancedTabReady(page: Page, tab: AdvancedTabName): Promise<void> {
  const ready: Record<AdvancedTabName, () => Promise<void>> = {
    dashboard: () => page.getByRole('heading', { name: 'Performance Overview' }).waitFor({ timeout: 20_000 }),
    'multi-product': () => page.getByRole('button', { name: '+ Add Product' }).waitFor({ timeout: 20_000 }),
    'market-research': () =>
      page.getByRole('heading', { name: 'Top competitors' }).waitFor({ timeout: 20_000 }),
    'add-sales': () => page.getByRole('button', { name: 'Add Sale' }).waitFor({ timeout: 20_000 }),
    'break-even-audit': () => page.getByRole('button', { name: 'Run Audit' }).waitFor({ timeout: 20_000 }),
    'bulk-price-updater': () =>
      page.getByRole('button', { name: 'Analyze Listings' }).waitFor({ timeout: 20_000 }),
    'orders-analysis': () =>
      page.getByRole('button', { name: 'Analyze Orders' }).waitFor({ timeout: 20_000 }),
    reconcile: () => page.getByRole('button', { name: 'Choose statement' }).waitFor({ timeout: 20_000 }),
  };
  await ready[tab]();
}

/** Moves to an Advanced tab as a seller does: the tab bar, or '+ Add Sales Data' for the hidden one. */
export async function openAdvancedTab(page: Page, tab: AdvancedTabName): Promise<void> {
  if (tab === 'add-sales') await page.getByRole('button', { name: 'Add Sales Data' }).click();
  else {
    const names = {
      dashboard: 'Dashboard',
      'multi-product': 'Multi-Product',
      'break-even-audit': 'Pricing Audit',
      'bulk-price-updater': 'Bulk Price Updater',
      'orders-analysis': 'Orders Analysis',
      reconcile: 'Reconcile',
      'market-research': 'Market Research',
    };
    await page.getByRole('tab', { name: names[tab] }).click();
  }
  await advancedTabReady(page, tab);
}

/** The CSV tools' tabs and the button that runs each. */
export type CsvToolTab = 'break-even-audit' | 'bulk-price-updater' | 'orders-analysis';
export const CSV_TOOL_RUN: Record<CsvToolTab, string> = {
  'break-even-audit': 'Run Audit',
  'bulk-price-updater': 'Analyze Listings',
  'orders-analysis': 'Analyze Orders',
};

/** The cost each tool counts for a row without one: the audit's average, the others' default. */
const CSV_TOOL_COST: Record<CsvToolTab, string> = {
  'break-even-audit': 'Average base cost per item',
  'bulk-price-updater': 'Default cost per item',
  'orders-analysis': 'Default cost per item',
};

/** Drops a file on a CSV tool's drop zone, as a seller drags it from the desktop. */
export async function dropCsvFile(page: Page, fileName: string, text: string, t = english): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ([name, content]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type: 'text/csv' }));
      return transfer;
    },
    [fileName, text] as const,
  );
  const zone = page.getByTestId('csv-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await page
    .getByRole('group', { name: t('Chosen file') })
    .getByText(fileName)
    .waitFor();
}

/** Drops the file, sets the default cost per item, runs the tool and waits for its results. */
export async function runCsvTool(
  page: Page,
  tab: CsvToolTab,
  file: { name: string; text: string },
  costPerItem = '6',
  t = english,
): Promise<void> {
  await dropCsvFile(page, file.name, file.text, t);
  const cost = page.getByRole('textbox', { name: t(CSV_TOOL_COST[tab]) });
  await cost.fill(costPerItem);
  await page.getByRole('button', { name: t(CSV_TOOL_RUN[tab]) }).click();
  await page.getByTestId('csv-file-line').waitFor({ timeout: 20_000 });
}

/** The newest link of this kind e-mailed to `to`, as a path on the test server (the outbox of the local run in `dataDir`). */
export async function mailedLinkIn(
  dataDir: string,
  to: string,
  kind: 'sign_in_link' | 'password_reset',
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 50; tries++) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.includes(kind))
          .sort()
      : [];
    for (const file of files.reverse()) {
      // Quoted-printable: join soft line breaks, then decode the escapes.
      const raw = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!raw.includes(`To: ${to}`)) continue;
      const link = /https?:\/\/[^\s"<>]+\/(?:sign-in|reset-password)\?token=[\w-]+/.exec(raw);
      if (link) {
        const url = new URL(link[0]);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} e-mail to ${to} in ${outbox}`);
}
