import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  generatedLedger,
  ledgerReconciliation,
  MARKETPLACE_MESSAGES,
  reconciliationCsv,
  type GenOrder,
  type TMarketplaceStatus,
} from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApiError } from '../../../test/fake-api';
import { STATUS } from '../../marketplace/test-fixtures';
import { captureDownloads, figure, renderTool } from '../csv-tools/csv-tools-test-support';
import { shopMonths } from './reconcile-form';

const MONTHS = shopMonths(new Date());
/** The month the picker starts on: the last full one. */
const LAST_FULL = MONTHS[1]!;
const monthWords = (month: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const SOLD: GenOrder[] = [4, 9, 15].map((day, i) => ({
  id: String(7_100 + i),
  day,
  lines: [{ title: `Mug ${i}`, listingId: String(900 + i), price: 2_400 + i * 100, quantity: 1 }],
  shipping: 450,
  tax: 0,
  offsite: false,
}));

/** What the server answers for a month: the ledger reconciled by core, the second order's processing fee off. */
function serverAnswer(month: string) {
  const ledger = generatedLedger(SOLD, {
    country: 'US',
    month,
    plants: [{ kind: 'processing_fee', order: 1 }],
  });
  return {
    shop_name: 'ClayAndLinen',
    ...ledgerReconciliation(
      { ...ledger, unreadPayments: 0 },
      { month, country_code: 'US', vat_registered: false, regulatory_fee: true },
    ),
    fetched_at: '2026-11-25T09:30:00.000Z',
    expires_at: '2026-11-25T10:00:00.000Z',
  };
}

const shop = (
  status: TMarketplaceStatus = STATUS.connected,
  reconcile = (input: unknown) => serverAnswer((input as { month: string }).month),
) => ({
  'etsy.status': () => status,
  'etsy.reconcile': reconcile,
});

async function chooseShop() {
  const choice = await screen.findByRole('radiogroup', { name: 'Data source' });
  await userEvent.click(within(choice).getByRole('radio', { name: 'From my shop' }));
}

afterEach(() => window.localStorage.clear());

describe('Reconcile from my shop', () => {
  it('reconciles the chosen month through the server and shows its answer with the tab’s results', async () => {
    const downloads = captureDownloads();
    const { api } = renderTool('reconcile', { handlers: shop() });
    await chooseShop();
    // No file to ask for: a month, the last full one first.
    expect(screen.queryByRole('group', { name: 'Monthly statement' })).toBeNull();
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(month).toHaveValue(LAST_FULL);
    expect(within(month).getAllByRole('option')).toHaveLength(13);
    expect(within(month).getAllByRole('option')[0]).toHaveTextContent(`${monthWords(MONTHS[0]!)} (so far)`);
    const chosen = MONTHS[3]!;
    await userEvent.selectOptions(month, monthWords(chosen));
    await userEvent.click(screen.getByRole('switch', { name: /VAT-registered/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile' }));

    expect(await screen.findByTestId('reconcile-origin')).toHaveTextContent(
      `From your shop’s payment account, ${monthWords(chosen)}`,
    );
    expect(api.inputsOf('etsy.reconcile')).toEqual([
      { month: chosen, country_code: 'US', vat_registered: true, regulatory_fee: true },
    ]);
    const answer = serverAnswer(chosen);
    expect(answer.summary).toMatchObject({ orders: 3, orders_differing: 1 });
    expect(figure('Orders')).toHaveTextContent('3');
    expect(figure('Differing')).toHaveTextContent('1');
    expect(figure('Fees charged')).toHaveTextContent(`$${answer.summary.charged_fees.toFixed(2)}`);
    expect(figure('Difference')).toHaveTextContent(`$${answer.summary.difference.toFixed(2)}`);
    // The order that differs first, its fee lines in the dialog.
    const rows = within(screen.getByRole('table', { name: 'Orders of the statement' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('button')).toHaveTextContent('Order 7101');
    await userEvent.click(screen.getByRole('button', { name: 'Order 7101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fee lines of order 7101' });
    expect(within(dialog).getByText('Not explained by the files')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await downloads[0]!.text()).toBe(reconciliationCsv(answer));
  });

  it.each([
    ['the request budget’s refusal', 429, MARKETPLACE_MESSAGES.rateLimited],
    ['a marketplace outage', 503, MARKETPLACE_MESSAGES.unreachable],
  ])('says %s in the server’s words', async (_, status, message) => {
    renderTool('reconcile', {
      handlers: shop(STATUS.connected, () => {
        throw new FakeApiError(status, message);
      }),
    });
    await chooseShop();
    await userEvent.click(screen.getByRole('button', { name: 'Reconcile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The month could not be reconciled');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByTestId('reconcile-origin')).toBeNull();
  });

  it('offers to connect the shop instead of a button that cannot work', async () => {
    const { api } = renderTool('reconcile', { handlers: shop(STATUS.notConnected) });
    await chooseShop();
    const card = screen.getByRole('heading', { name: 'Connect your Etsy shop', level: 3 }).parentElement!;
    expect(within(card).getByRole('button', { name: 'Connect your shop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconcile' })).toBeNull();
    expect(api.inputsOf('etsy.reconcile')).toEqual([]);
  });
});
