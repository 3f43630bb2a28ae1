import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  reconciliationCsv,
  soldOrderItemsCsv,
  statementAnalysis,
  statementCsv,
  type GenOrder,
} from '@margin/core';
import { describe, expect, it } from 'vitest';
import { captureDownloads, expectNoDataCalls, figure, renderTool } from '../csv-tools/csv-tools-test-support';

/** Three orders of a British shop; the second was charged a regulatory fee at another rate. */
const SOLD: GenOrder[] = [
  {
    id: '3101',
    day: 4,
    lines: [{ title: 'Stoneware mug', listingId: '9001', price: 2_500, quantity: 1 }],
    shipping: 450,
    tax: 0,
    offsite: false,
  },
  {
    id: '3102',
    day: 9,
    lines: [{ title: 'Tea towel', listingId: '9002', price: 1_200, quantity: 2 }],
    shipping: 300,
    tax: 0,
    offsite: true,
  },
  {
    id: '3103',
    day: 15,
    lines: [{ title: 'Candle', listingId: '9003', price: 1_850, quantity: 1 }],
    shipping: 0,
    tax: 0,
    offsite: false,
  },
];
const STATEMENT = statementCsv(SOLD, {
  country: 'GB',
  language: 'en',
  plants: [{ kind: 'regulatory_rate', order: 1 }],
});
const ORDERS = soldOrderItemsCsv(SOLD, 'GBP');

const csvFile = (text: string, name: string) => new File([text], name, { type: 'text/csv' });

function dropOn(zone: string, file: File) {
  fireEvent.drop(screen.getByRole('group', { name: zone }), {
    dataTransfer: { files: [file], types: ['Files'] },
  });
}

describe('Reconcile', () => {
  it('reconciles a statement and its orders export on the device: summary, differing orders first, lines, export', async () => {
    const downloads = captureDownloads();
    const { api } = renderTool('reconcile');
    await screen.findByRole('heading', { name: 'Reconcile', level: 2 });
    // The seller's country is what the app already knows (the calculator's United States here); this shop is British.
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    await userEvent.selectOptions(country, '🇬🇧 United Kingdom (GBP)');
    expect(country).toHaveValue('GB');
    // Reconciling without a statement says what is missing.
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(await screen.findByText('Choose your monthly statement, a CSV file.')).toBeInTheDocument();

    dropOn('Monthly statement', csvFile(STATEMENT, 'statement.csv'));
    dropOn('Orders export (optional)', csvFile(ORDERS, 'orders.csv'));
    expect(screen.getByRole('group', { name: 'Monthly statement' })).toHaveTextContent('statement.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile' }));

    const expected = statementAnalysis(STATEMENT, {
      country: 'GB',
      statement: { ordersCsv: ORDERS, vatRegistered: false, regulatoryFee: true },
    });
    if (!expected.ok) throw new Error(expected.reason);
    // The results' region holds the progress bar first: the summary comes when the worker is done.
    expect(await screen.findByRole('group', { name: 'Orders' }, { timeout: 15_000 })).toHaveTextContent('3');
    expect(figure('Exact')).toHaveTextContent('2');
    expect(figure('Differing')).toHaveTextContent('1');
    expect(figure('Fees modelled')).toHaveTextContent(`£${expected.summary.modelled_fees.toFixed(2)}`);
    expect(figure('Fees charged')).toHaveTextContent(`£${expected.summary.charged_fees.toFixed(2)}`);
    const byReason = screen.getByRole('table', { name: 'Difference by reason' });
    expect(byReason).toHaveTextContent('Regulatory operating fee charged differently');
    // The chart's figures are a table for screen readers.
    expect(screen.getByRole('table', { name: 'Modelled and charged by month' })).toHaveTextContent(
      `£${expected.summary.by_month[0]!.charged.toFixed(2)}`,
    );

    const rows = within(screen.getByRole('table', { name: 'Orders of the statement' })).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('button')?.textContent)).toEqual([
      undefined,
      'Order 3102',
      'Order 3101',
      'Order 3103',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Order 3102' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fee lines of order 3102' });
    const regulatory = within(dialog)
      .getAllByRole('row')
      .find(
        (row) =>
          row.textContent?.includes('Regulatory operating fee') &&
          row.textContent.includes('charged differently'),
      );
    expect(regulatory).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toMatch(/^statement-reconciliation-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads[0]!.text()).toBe(reconciliationCsv(expected));
    // Nothing of the files went to the server.
    expect(api.calls.filter((call) => call.path.startsWith('importTools.'))).toEqual([]);
  });

  it('says why a file that is not a statement cannot be reconciled', async () => {
    renderTool('reconcile');
    await screen.findByRole('heading', { name: 'Reconcile', level: 2 });
    dropOn(
      'Monthly statement',
      csvFile('Date,Type,Title,Amount\nSeptember 1, 2024,Sale,x,$1.00', 'other.csv'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile' }));
    const title = await screen.findByText('The statement could not be reconciled', {}, { timeout: 10_000 });
    const alert = title.closest('[role="alert"]');
    expect(alert).toHaveTextContent(/Info/);
  });

  it('shows an expired seller the promo and asks nothing of the server', async () => {
    const { api } = renderTool('reconcile', { who: 'expired' });
    expect(await screen.findByRole('heading', { name: 'Reconcile', level: 2 })).toBeInTheDocument();
    expect(
      screen.getByText('Every order’s fees as modelled beside what the statement charged'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose statement' })).toBeNull();
    expectNoDataCalls(api);
  });
});
