import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_SALES_ANALYTICS } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { stored } from '../../../test/account-fixtures';
import { FakeApiError, type FakeHandler } from '../../../test/fake-api';
import { renderWithAccount } from '../../../test/render-with-account';
import { LOCAL_ANALYTICS, listOf, record } from '../test-fixtures';
import { DashboardTab } from './DashboardTab';
import { SAMPLE_DATA_TEXTS } from './SalesDashboard';

function setup(handlers: Record<string, FakeHandler>) {
  return renderWithAccount(<DashboardTab locked={false} onLockedAction={() => undefined} />, {
    session: stored,
    handlers: { 'sales.list': () => listOf([]), ...handlers },
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  it("shows the seller's own totals with the real change and its months, the chart's numbers and key metrics", async () => {
    const { api } = setup({ 'sales.analytics': () => LOCAL_ANALYTICS });
    expect(await screen.findByRole('region', { name: 'Total Sales' })).toHaveTextContent('$431.00');
    expect(card('Total Sales')).toHaveTextContent('+15.0%Oct vs Sep');
    expect(card('Total Profit')).toHaveTextContent('$231.00');
    expect(card('Total Profit')).toHaveTextContent('+30.0%Oct vs Sep');
    expect(card('Total Orders')).toHaveTextContent('10');
    expect(card('Total Orders')).toHaveTextContent('+25.0%');
    const table = screen.getByRole('table', { name: /Sales, profit and orders by month/ });
    expect(within(table).getByRole('row', { name: /Oct 2026/ })).toHaveTextContent('Oct 2026$230.00$130.005');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const metrics = screen.getByRole('region', { name: 'Key metrics' });
    expect(metrics).toHaveTextContent('$43.10');
    expect(metrics).toHaveTextContent('53.6%');
    expect(metrics).toHaveTextContent('+15.0%');
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(api.inputsOf('sales.analytics')).toEqual([{ months: 6 }]);
  });

  it("says when the figures are the shop's synced orders, and keeps the period choice", async () => {
    setup({ 'sales.analytics': () => ({ ...LOCAL_ANALYTICS, source: 'marketplace_orders' }) });
    expect(await screen.findByText(SAMPLE_DATA_TEXTS.liveOrders)).toBeInTheDocument();
    expect(card('Total Sales')).toHaveTextContent('$431.00');
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
    expect(screen.queryByText('Sample data: not your shop')).toBeNull();
  });

  it('says — where the records allow no comparison', async () => {
    setup({
      'sales.analytics': () => ({
        ...LOCAL_ANALYTICS,
        growth: { from_month: '2026-09', to_month: '2026-10', sales: null, profit: null, orders: null },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Total Sales' })).toHaveTextContent('—');
    expect(card('Total Sales')).not.toHaveTextContent('%');
  });

  it("marks the spec's fallback figures as sample data, with the spec's fixed growth texts", async () => {
    setup({ 'sales.analytics': () => DEMO_SALES_ANALYTICS });
    expect(await screen.findByText('Sample data: not your shop')).toBeInTheDocument();
    expect(card('Total Sales')).toHaveTextContent('$12,800.00+15%');
    expect(card('Total Profit')).toHaveTextContent('$6,400.00+18%');
    expect(card('Total Orders')).toHaveTextContent('512+12%');
    const metrics = screen.getByRole('region', { name: 'Key metrics' });
    expect(metrics).toHaveTextContent('$25.00');
    expect(metrics).toHaveTextContent('50.0%');
    expect(metrics).toHaveTextContent('+15.2%');
  });

  it('switches currency when the seller has records in several, and changes the period', async () => {
    const { api } = setup({
      'sales.analytics': (input) => {
        const currency = (input as { currency?: string }).currency ?? 'USD';
        return { ...LOCAL_ANALYTICS, currency, other_currencies: currency === 'USD' ? ['EUR'] : ['USD'] };
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    await userEvent.selectOptions(select, 'EUR');
    await waitFor(() => expect(card('Total Sales')).toHaveTextContent('€431.00'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '12');
    await waitFor(() =>
      expect(api.inputsOf('sales.analytics').at(-1)).toEqual({ months: 12, currency: 'EUR' }),
    );
  });

  it('keeps the sample figures up and says so when the analytics cannot load', async () => {
    setup({
      'sales.analytics': () => {
        throw new FakeApiError(500, 'Something broke');
      },
    });
    expect(await screen.findByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(card('Total Sales')).toHaveTextContent('$12,800.00');
  });
});

describe("the seller's records", () => {
  it('lists them, loads more, corrects one (sending only what changed) and deletes one after confirming', async () => {
    const first = record({
      id: 'r1',
      product_name: 'Silver ring',
      selling_price: 25,
      quantity: 2,
      profit: 40,
    });
    const second = record({ id: 'r2', product_name: 'Clay mug', date: '2026-09-12', profit: 5 });
    const { api } = setup({
      'sales.analytics': () => LOCAL_ANALYTICS,
      'sales.list': (input) =>
        (input as { cursor?: string }).cursor === 'r1' ? listOf([second], null, 2) : listOf([first], 'r1', 2),
      'sales.update': (input) => ({ ...first, ...(input as object) }),
      'sales.delete': () => ({ deleted: true }),
    });
    const records = await screen.findByRole('region', { name: 'Your sales records' });
    await within(records).findByText('Silver ring');
    expect(records).toHaveTextContent('1 of 2 sales');
    await userEvent.click(within(records).getByRole('button', { name: 'Load more' }));
    expect(await within(records).findByText('Clay mug')).toBeInTheDocument();
    expect(api.inputsOf('sales.list').at(-1)).toMatchObject({ cursor: 'r1' });

    await userEvent.click(within(records).getByRole('button', { name: 'Edit Silver ring, Oct 4, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sale' });
    const price = within(dialog).getByRole('textbox', { name: /Selling price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '24.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.inputsOf('sales.update')).toEqual([{ id: 'r1', selling_price: 24.5 }]));
    expect(await screen.findByText('Sale updated.')).toBeInTheDocument();
    // The figures are fetched again after a correction.
    await waitFor(() => expect(api.inputsOf('sales.analytics').length).toBeGreaterThan(1));

    await userEvent.click(within(records).getByRole('button', { name: 'Delete Clay mug, Sep 12, 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this sale?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete sale' }));
    await waitFor(() => expect(api.inputsOf('sales.delete')).toEqual([{ id: 'r2' }]));
    expect(await screen.findByText('Sale deleted.')).toBeInTheDocument();
  });

  it('deletes nothing when the seller keeps the sale', async () => {
    const { api } = setup({
      'sales.analytics': () => LOCAL_ANALYTICS,
      'sales.list': () => listOf([record()]),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Silver ring/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(api.inputsOf('sales.delete')).toEqual([]);
  });
});
