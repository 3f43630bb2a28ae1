// The Reconcile tab in the built app against the built server: a trial seller drops the marketplace's monthly
// statement and its sold order items export, sees the orders that differ first and an order's lines, and exports
// the reconciliation, which is the REST answer of POST /api/import/statement on the same files to the cent; the
// files are reconciled in the CSV tools' Web Worker and never sent. axe finds nothing serious on the empty,
// results and order-lines states at a phone's and a desktop's width.
import fs from 'node:fs';
import type { TStatementAnswer } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, isSeriousOrWorse, settled } from './axe';
import { builtAppForFile } from './built-app';
import { fileToolsContext, figure, watchPage } from './file-tools';
import { ORDERS, reconcile, STATEMENT } from './reconcile-files';
import { advancedPath, advancedTabReady, openAdvancedTab, startTrialByApi } from './screens';

const app = builtAppForFile();

async function restAnswer(token: string): Promise<TStatementAnswer> {
  const res = await fetch(`${app.server.url}/api/import/statement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ statement_csv: STATEMENT.text, orders_csv: ORDERS.text, country_code: 'GB' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TStatementAnswer;
}

describe('The Reconcile tab in the built app', () => {
  it('reconciles a statement and its orders export on the device, the same to the cent as the REST answer', async () => {
    const session = await startTrialByApi(app.server.url, `reconcile.${Date.now()}@example.com`);
    const context = await fileToolsContext(app, session, { country: 'GB' });
    const page = await context.newPage();
    const { workers, sent } = watchPage(page);

    await page.goto(app.server.url + advancedPath('dashboard'));
    await advancedTabReady(page, 'dashboard');
    await openAdvancedTab(page, 'reconcile');
    expect(new URL(page.url()).search).toBe('?mode=advanced&tab=reconcile');
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('GB');
    await reconcile(page);

    const rest = await restAnswer(session.token);
    const pounds = (amount: number) => `${amount < 0 ? '-' : ''}£${Math.abs(amount).toFixed(2)}`;
    expect(rest.summary.orders_differing).toBe(2);
    expect(await figure(page, 'Orders').textContent()).toContain('5');
    expect(await figure(page, 'Differing').textContent()).toContain('2');
    expect(await figure(page, 'Fees modelled').textContent()).toContain(pounds(rest.summary.modelled_fees));
    expect(await figure(page, 'Fees charged').textContent()).toContain(pounds(rest.summary.charged_fees));
    expect(await figure(page, 'Difference').textContent()).toContain(pounds(rest.summary.difference));

    // The orders that differ come first; a tap on one shows its lines, the reason in words.
    const rows = page.getByRole('table', { name: 'Orders of the statement' }).locator('tbody tr');
    const differing = rest.orders.filter((order) => !order.exact);
    const named = (order: { order_id: string }) => `Order ${order.order_id}`;
    expect(await rows.nth(0).getByRole('button').textContent()).toBe(named(differing[0]!));
    expect(await rows.nth(1).getByRole('button').textContent()).toBe(named(differing[1]!));
    await rows.nth(0).getByRole('button').click();
    const lines = page.getByRole('dialog', { name: `Fee lines of order ${differing[0]!.order_id}` });
    await lines.waitFor();
    const words = {
      regulatory_fee: 'Regulatory operating fee charged differently',
      refund_credit: 'Fees credited after a refund',
    };
    const reasons = differing[0]!.lines.flatMap((line) => (line.reason ? [line.reason] : []));
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons)
      expect(await lines.textContent()).toContain(words[reason as keyof typeof words]);
    await lines.getByRole('button', { name: 'Close' }).click();

    // The export: every line of every order, as the REST answer has it, to the cent.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-reconciliation-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = fs
      .readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(exported[0]).toBe(
      'order_id,month,line,currency,modelled,charged,difference,reason,modelled_from_files',
    );
    expect(exported.slice(1)).toEqual(
      rest.orders.flatMap((order) =>
        order.lines.map((line) =>
          [
            order.order_id,
            order.month,
            line.kind,
            'GBP',
            line.modelled.toFixed(2),
            line.charged.toFixed(2),
            line.difference.toFixed(2),
            line.reason ?? '',
            line.modelled_from_files ? 'yes' : 'no',
          ].join(','),
        ),
      ),
    );

    // Reconciled in the CSV tools' worker; nothing of either file went over the network.
    expect(workers.some((url) => url.includes('csv-analysis.worker'))).toBe(true);
    expect(
      sent.filter((request) => request.includes('Payment for Order') || request.includes('Stoneware mug')),
    ).toEqual([]);
    await context.close();
  });

  it.for(['phone', 'desktop'] as const)(
    'has no serious or critical accessibility violation empty, with results and with an order’s lines open, at the %s width',
    { timeout: 120_000 },
    async (viewport) => {
      const session = await startTrialByApi(
        app.server.url,
        `reconcile.a11y.${viewport}.${Date.now()}@example.com`,
      );
      const context = await fileToolsContext(app, session, { viewport, country: 'GB' });
      const page = await context.newPage();
      const failures: string[] = [];
      const scan = async (state: string) => {
        const serious = (await axeViolations(page)).filter(isSeriousOrWorse);
        if (serious.length) failures.push(`${state} at ${viewport}:\n${describeViolations(serious)}`);
      };
      await page.goto(app.server.url + advancedPath('reconcile'));
      await advancedTabReady(page, 'reconcile');
      await scan('empty');
      await reconcile(page);
      await scan('results');
      await page
        .getByRole('table', { name: 'Orders of the statement' })
        .locator('tbody tr')
        .first()
        .getByRole('button')
        .click();
      await page.getByRole('dialog').waitFor();
      // The dialog fades in: scanning mid-fade would measure half-transparent text.
      await settled(page);
      await scan('order lines');
      await context.close();
      expect(failures.join('\n\n')).toBe('');
    },
  );
});
