// The operators' portal as the browser tests and screenshot scripts reach it: an admin made with the deploy
// command (apps/server/dist/admin-create.js, the built form of `pnpm admin:create`) and the portal's screens.
// Sellers and their payments come from screens.ts's API helpers (startTrialByApi, paidCheckoutByApi).
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@margin/db';
import type { Page } from 'playwright-core';
import { startBuiltServer, type RunningServer } from './built-server';
import type { ViewportName } from './screens';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const ADMIN = { username: 'ops', password: 'Harbour-Lights-2026!' } as const;
export const SECOND_ADMIN = { username: 'ops.two', password: 'Quiet-Lanterns-2026!' } as const;
/** Turns the second factor on in a test: every later login of theirs asks for a code. */
export const MFA_ADMIN = { username: 'ops.three', password: 'Copper-Kettles-2026!' } as const;

/** Their password was set 80 days ago (the clock moved on): 10 days before the 90-day expiry, the banner shows. */
export const EXPIRING_ADMIN = { username: 'ops.four', password: 'Autumn-Orchard-2026!' } as const;
const EXPIRING_PASSWORD_AGE_DAYS = 80;

/** Sellers at these domains are test accounts, left out of the figures: the journeys use a real-looking one. */
export const sellerEmail = (name: string) => `${name}.${Date.now()}@handmade-shop.test`;

/** `admin:create` with the password and its confirmation piped, as a deploy script runs it. */
export async function createAdmin(dataDir: string, username: string, password: string): Promise<void> {
  const script = path.join(repoRoot, 'apps/server/dist/admin-create.js');
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: run the build first (pnpm build)`);
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [script, username], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.on('error', reject);
    child.on('close', (exit) => resolve({ code: exit, output: text }));
    child.stdin.end(`${password}\n${password}\n`);
  });
  if (code !== 0) throw new Error(`admin-create exited with ${code}:\n${output}`);
}

/**
 * The built server on a fresh embedded database with four operators in it (one changes their password in a test,
 * one turns the second factor on, one's password is close to expiring). The command runs first: one process at a time may open the embedded database's folder.
 */
export async function startServerWithAdmin(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-e2e-admin-'));
  for (const admin of [ADMIN, SECOND_ADMIN, MFA_ADMIN, EXPIRING_ADMIN])
    await createAdmin(dataDir, admin.username, admin.password);
  // Moves one operator's clock on: their password was changed 80 days ago, as if the portal had been in use since.
  const db = await createDb({ dataDir, migrate: false });
  try {
    await db.prisma.adminUser.update({
      where: { username: EXPIRING_ADMIN.username },
      data: { passwordChangedAt: new Date(Date.now() - EXPIRING_PASSWORD_AGE_DAYS * 86_400_000) },
    });
  } finally {
    await db.close();
  }
  return startBuiltServer({ DATA_DIR: dataDir, ...env });
}

/** Signs in on the portal's login screen and waits for the dashboard's tabs. */
export async function adminLogin(
  page: Page,
  server: RunningServer,
  admin: { username: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto(`${server.url}/admin/`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Stats' }).waitFor({ timeout: 15_000 });
}

/** Opens one of the five tabs and waits until its list or figures are in (not the loader). */
export async function openAdminTab(
  page: Page,
  name: 'Stats' | 'Users' | 'Payments' | 'Activity Logs' | 'Search',
) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
  await page.getByLabel(/^Loading /).waitFor({ state: 'detached', timeout: 15_000 });
}

/** Change Password and Two-factor sit in the header on a wide screen and in the account menu on a phone. */
export async function openAccountControl(
  page: Page,
  viewport: ViewportName,
  name: 'Change Password' | 'Two-factor authentication',
): Promise<void> {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await page.getByRole('button', { name: name === 'Change Password' ? name : 'Two-factor' }).click();
  }
  await page.getByRole('dialog', { name }).waitFor();
}

/** Looks a seller up on the Search tab and waits for their detail. */
export async function searchSeller(page: Page, email: string): Promise<void> {
  await openAdminTab(page, 'Search');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Etsy shop connected').waitFor({ timeout: 15_000 });
}

/**
 * Every screen of the portal once signed in, reached from the dashboard, for the accessibility scan and the
 * screenshots. `seller` is an e-mail the Search screen opens. Each leaves its dialog open.
 */
export function adminScreens(seller: string) {
  return [
    { name: 'stats', open: (page: Page) => openAdminTab(page, 'Stats') },
    { name: 'users', open: (page: Page) => openAdminTab(page, 'Users') },
    { name: 'payments', open: (page: Page) => openAdminTab(page, 'Payments') },
    { name: 'activity-logs', open: (page: Page) => openAdminTab(page, 'Activity Logs') },
    { name: 'search', open: (page: Page) => searchSeller(page, seller) },
    {
      name: 'action-dialog',
      open: async (page: Page) => {
        await searchSeller(page, seller);
        await page.getByRole('button', { name: 'Force Logout' }).click();
        await page.getByRole('dialog', { name: 'Force Logout' }).waitFor();
      },
    },
    {
      // Extend trial with 0 days: the dialog refuses it with the rule (a positive whole number) and stays open.
      name: 'extend-trial-refused',
      open: async (page: Page) => {
        await searchSeller(page, seller);
        await page.getByRole('button', { name: 'Extend trial' }).click();
        const dialog = page.getByRole('dialog', { name: 'Extend trial' });
        await dialog.getByLabel(/Days/).fill('0');
        await dialog.getByRole('button', { name: 'Extend trial' }).click();
        await dialog.getByText('Days must be a positive whole number').waitFor();
      },
    },
    {
      name: 'change-password',
      open: (page: Page, viewport: ViewportName) => openAccountControl(page, viewport, 'Change Password'),
    },
    {
      name: 'two-factor',
      open: async (page: Page, viewport: ViewportName) => {
        await openAccountControl(page, viewport, 'Two-factor authentication');
        await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
        await page.getByAltText(/QR code/).waitFor();
      },
    },
  ] as const;
}

/**
 * The 6-digit code an authenticator app shows now for a base32 secret (RFC 6238: HMAC-SHA1, 30 s steps), as the
 * operator would read it off their phone.
 */
export function totpNow(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
