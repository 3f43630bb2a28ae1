// Screenshots of every screen at phone and desktop widths, for a person to look at before a change lands.
// Run: pnpm build && pnpm --filter @margin/e2e screenshots   (writes screenshots/*.png at the repo root)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startBuiltServer } from './built-server';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
fs.mkdirSync(outDir, { recursive: true });

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

const server = await startBuiltServer();
const browser = await launchBrowser();
const shots: string[] = [];

async function shoot(
  name: string,
  viewport: keyof typeof VIEWPORTS,
  url: string,
  act?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    timezoneId: 'Europe/London',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.goto(server.url + url);
  await page.waitForLoadState('networkidle');
  if (act) await act(page);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage: true });
  shots.push(file);
  await context.close();
}

try {
  for (const viewport of ['phone', 'desktop'] as const) {
    await shoot('seller-calculator', viewport, '/');
    await shoot('seller-country-open', viewport, '/', (page) =>
      page.getByRole('combobox', { name: 'Country' }).click(),
    );
    await shoot('admin-login', viewport, '/admin/');
  }
  await shoot('seller-menu', 'phone', '/', (page) => page.getByRole('button', { name: 'Open menu' }).click());
  await shoot('seller-tools-menu', 'desktop', '/', (page) =>
    page.getByRole('button', { name: 'Tools' }).click(),
  );
  console.log(shots.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
