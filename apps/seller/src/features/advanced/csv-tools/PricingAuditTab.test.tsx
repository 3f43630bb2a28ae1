import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditPricing, pricingAuditCsv, UTF8_BOM } from '@margin/core';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  drop,
  expectFigures,
  expectNoDataCalls,
  fileLine,
  paste,
  renderTool,
  run,
} from './csv-tools-test-support';

/** Our cost sheet template: one healthy listing (55%), one warning (24.8%), one critical (7.7%). */
const AUDIT_CSV = [
  'listing_title,current_price,quantity,base_cost',
  'Stoneware mug,28.00,12,9.50',
  'Linen tea towel,14.00,30,8.75',
  'Beeswax candle,9.00,40,7.00',
  '',
].join('\r\n');

const table = () => screen.getByRole('table', { name: 'Audited listings' });
const listingNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');

describe('Pricing Audit', () => {
  it('sits in the tab bar between Multi-Product and Market Research, with its CSV and pending connect tabs', async () => {
    renderTool('break-even-audit');
    const bar = screen.getByRole('tablist', { name: 'Advanced tools' });
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Dashboard',
      'Multi-Product',
      'Pricing Audit',
      'Bulk Price Updater',
      'Orders Analysis',
      'Reconcile',
      'Market Research',
    ]);
    const sources = await screen.findByRole('tablist', { name: 'Pricing audit source' });
    expect(within(sources).getByRole('tab', { name: 'CSV' })).toHaveAttribute('aria-selected', 'true');
    const connect = within(sources).getByRole('tab', { name: /Connect marketplace/ });
    expect(connect).toBeDisabled();
    expect(connect).toHaveTextContent('Pending Approval');
    // The form of the spec: base cost 5, country US, offsite ads off.
    expect(screen.getByRole('textbox', { name: /Average base cost per item/ })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('🇺🇸 United States (USD)');
    expect(screen.getByRole('switch', { name: /offsite ads/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/api/pricing-audit/csv-template',
    );
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute('target', '_blank');
  });

  it('audits a pasted file on the device: what was read, the summary, and each listing with its health', async () => {
    const { api } = renderTool('break-even-audit');
    await paste(AUDIT_CSV);
    await run('Run Audit');

    expect(await fileLine()).toHaveTextContent('The pricing audit template — 3 rows read, all analysed');
    expectFigures({
      'Audited listings': '3',
      'Average margin': '29.1%',
      Critical: '1',
      Warning: '1',
      Healthy: '1',
      'Total potential profit': '$316.38',
    });

    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const candle = rows[3]!;
    expect(candle).toHaveTextContent('Beeswax candle');
    expect(candle).toHaveTextContent('7.7%');
    expect(candle).toHaveTextContent('Critical'); // the word, not only the colour
    expect(candle).toHaveAttribute('data-tone', 'red');
    expect(candle).toHaveTextContent('$9.00');
    expect(candle).toHaveTextContent('Cost from the file');
    expect(candle).toHaveTextContent('Raise the price to $11.38 for 25%');
    expect(rows[2]).toHaveTextContent('Warning');
    expect(rows[2]).toHaveAttribute('data-tone', 'yellow');
    expect(rows[1]).toHaveTextContent('Healthy');
    expect(rows[1]).toHaveAttribute('data-tone', 'green');
    // Nothing of the file went to the server: the only data call is the saved products list.
    expect(
      api.calls
        .map((call) => call.path)
        .filter((path) => !/^(auth|subscription)\.|^etsy\.status$/.test(path)),
    ).toEqual(['products.list']);
  });

  it("says 'Please upload or paste CSV data' when there is nothing to audit", async () => {
    renderTool('break-even-audit');
    await screen.findByRole('textbox', { name: 'Or paste CSV data' });
    await run('Run Audit');
    expect(await screen.findByText('Please upload or paste CSV data')).toBeInTheDocument();
    expect(screen.queryByTestId('csv-file-line')).toBeNull();
  });

  it("refuses a dropped file that is not CSV with 'Please upload a CSV file', and audits a dropped CSV file", async () => {
    renderTool('break-even-audit');
    await screen.findByTestId('csv-drop-zone');
    drop(new File(['%PDF-1.7'], 'listings.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload a CSV file')).toBeInTheDocument();

    drop(new File([AUDIT_CSV], 'cost-sheet.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('group', { name: 'Chosen file' })).toHaveTextContent('cost-sheet.csv');
    expect(screen.queryByText('Please upload a CSV file')).toBeNull();
    await run('Run Audit');
    expect(await fileLine()).toHaveTextContent('3 rows read');

    await userEvent.click(screen.getByRole('button', { name: 'Remove cost-sheet.csv' }));
    expect(screen.getByRole('textbox', { name: 'Or paste CSV data' })).toHaveValue('');
  });

  it('sorts the listings by health, critical first', async () => {
    renderTool('break-even-audit');
    await paste(AUDIT_CSV);
    await run('Run Audit');
    await fileLine();
    expect(listingNames().map((name) => name.split('Row')[0])).toEqual([
      expect.stringContaining('Stoneware mug'),
      expect.stringContaining('Linen tea towel'),
      expect.stringContaining('Beeswax candle'),
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Health: critical first' }));
    const names = listingNames();
    expect(names[0]).toContain('Beeswax candle');
    expect(names[1]).toContain('Linen tea towel');
    expect(names[2]).toContain('Stoneware mug');
    expect(within(table()).getByRole('columnheader', { name: 'Margin' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('exports the audit as a CSV made in the browser, the same file core writes', async () => {
    const files = captureDownloads();
    renderTool('break-even-audit');
    await paste(AUDIT_CSV);
    await run('Run Audit');
    await fileLine();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^pricing-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await files[0]!.text();
    const expected = auditPricing(AUDIT_CSV, {
      country: 'US',
      defaultCostPerItem: 5,
      annualSales: 0,
      offsiteAds: false,
    });
    if (!expected.ok) throw new Error(expected.reason);
    expect(text).toBe(pricingAuditCsv(expected.listings, 'USD'));
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toContain('Beeswax candle');
    expect(text).toContain('critical');
  });

  it("shows a file it cannot read as 'Audit failed' with the reason", async () => {
    renderTool('break-even-audit');
    await paste('colour,size\nblue,large\n');
    await run('Run Audit');
    const title = await screen.findByText('Audit failed', {}, { timeout: 10_000 });
    const alert = title.closest('[role="alert"]');
    expect(alert).toHaveTextContent('columns were not recognised');
    expect(alert).toHaveTextContent('listing_title');
  });

  it("shows an expired seller the promo with 'Unlock Now', which opens the payment dialog, and calls nothing", async () => {
    const { api } = renderTool('break-even-audit', { who: 'expired' });
    const promo = await screen.findByRole('region', { name: /Pricing Audit/ });
    expect(within(promo).getByText('Pro')).toBeInTheDocument();
    await userEvent.click(within(promo).getByRole('button', { name: 'Unlock Now' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run Audit' })).toBeNull();
    expectNoDataCalls(api);
  });

  it('offers a visitor the free trial instead', async () => {
    const { api } = renderTool('break-even-audit', { who: 'visitor' });
    const promo = await screen.findByRole('region', { name: /Pricing Audit/ });
    expect(within(promo).getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(within(promo).queryByRole('button', { name: 'Unlock Now' })).toBeNull();
    expectNoDataCalls(api);
  });
});
