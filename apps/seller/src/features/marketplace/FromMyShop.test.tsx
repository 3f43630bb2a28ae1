import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  auditPricing,
  formatCount,
  listingsAsExportCsv,
  type TMarketplaceListings,
  type TMarketplaceOrders,
  type TMarketplaceStatus,
} from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { figure, fileLine, renderTool, run } from '../advanced/csv-tools/csv-tools-test-support';
import { FakeApiError } from '../../test/fake-api';
import { STATUS } from './test-fixtures';

const LISTINGS: TMarketplaceListings = {
  listings: [
    {
      listing_id: '101',
      title: 'Stoneware mug',
      price: 28,
      currency_code: 'USD',
      quantity: 12,
      sku: 'MUG-1',
    },
    { listing_id: '102', title: 'Linen tea towel', price: 14, currency_code: 'USD', quantity: 30, sku: null },
    { listing_id: '103', title: 'Beeswax candle', price: 6, currency_code: 'USD', quantity: 40, sku: 'CDL' },
  ],
  fetched_at: '2026-11-25T09:30:00.000Z',
  expires_at: '2026-11-25T10:30:00.000Z',
};

const ORDERS: TMarketplaceOrders = {
  orders: [
    {
      order_id: '9001',
      sale_date: '2026-11-20',
      currency_code: 'USD',
      shipping: 5,
      discount: 0,
      sales_tax: 2.1,
      items: [
        {
          transaction_id: 't1',
          listing_id: '101',
          title: 'Stoneware mug',
          sku: 'MUG-1',
          quantity: 2,
          price: 28,
        },
      ],
    },
  ],
  fetched_at: '2026-11-25T09:45:00.000Z',
  expires_at: '2026-11-25T10:15:00.000Z',
};

const shop = (status: TMarketplaceStatus = STATUS.connected) => ({
  'etsy.status': () => status,
  'etsy.listings': () => LISTINGS,
  'etsy.orders': () => ORDERS,
});

const liveLine = () => screen.findByTestId('csv-live-line', {}, { timeout: 10_000 });

afterEach(() => window.localStorage.clear());

describe('From my shop', () => {
  it('audits the shop’s live listings in the Connect marketplace tab, with the numbers of the matching export', async () => {
    const { api } = renderTool('break-even-audit', { handlers: shop() });
    const sources = await screen.findByRole('tablist', { name: 'Pricing audit source' });
    const connect = within(sources).getByRole('tab', { name: /Connect marketplace/ });
    await waitFor(() => expect(connect).toBeEnabled());
    expect(connect).not.toHaveTextContent('Pending Approval');
    await userEvent.click(connect);

    // No file to ask for: the run fetches the listings.
    expect(await screen.findByText(/The active listings of ClayAndLinen are fetched/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Or paste CSV data' })).toBeNull();
    await run('Run Audit');

    expect(await liveLine()).toHaveTextContent(/^Live data from ClayAndLinen, fetched Nov 25, 2026/);
    expect(await fileLine()).toHaveTextContent('3 rows read');
    expect(api.inputsOf('etsy.listings')).toHaveLength(1);
    const expected = auditPricing(listingsAsExportCsv(LISTINGS.listings), {
      country: 'US',
      defaultCostPerItem: 5,
      annualSales: 0,
      offsiteAds: false,
    });
    if (!expected.ok) throw new Error(expected.reason);
    expect(figure('Audited listings')).toHaveTextContent(formatCount(expected.summary.audited_listings));
    expect(figure('Critical')).toHaveTextContent(formatCount(expected.summary.critical_count));
    expect(figure('Healthy')).toHaveTextContent(formatCount(expected.summary.healthy_count));
    expect(screen.getByRole('table', { name: 'Audited listings' })).toHaveTextContent('Beeswax candle');
  });

  it('with the app key but no shop, the Connect marketplace tab offers to connect it', async () => {
    renderTool('break-even-audit', { handlers: shop(STATUS.notConnected) });
    const connect = await screen.findByRole('tab', { name: /Connect marketplace/ });
    await waitFor(() => expect(connect).toBeEnabled());
    await userEvent.click(connect);
    const panel = await screen.findByRole('tabpanel', { name: /Connect marketplace/ });
    expect(await within(panel).findByRole('button', { name: 'Connect your shop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run Audit' })).toBeNull();
  });

  it('lets the bulk price updater run on the live listings, the file not being required', async () => {
    const { api } = renderTool('bulk-price-updater', { handlers: shop() });
    const choice = await screen.findByRole('radiogroup', { name: 'Data source' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'From my shop' }));
    expect(screen.queryByRole('textbox', { name: 'Or paste CSV data' })).toBeNull();
    await run('Analyze Listings');
    expect(await liveLine()).toHaveTextContent('Live data from ClayAndLinen');
    expect(await fileLine()).toHaveTextContent('3 rows read');
    expect(api.inputsOf('etsy.listings')).toHaveLength(1);
    expect(screen.queryByText('Please upload or paste CSV data')).toBeNull();
  });

  it('lets the orders analysis run on the live orders', async () => {
    const { api } = renderTool('orders-analysis', { handlers: shop() });
    await userEvent.click(await screen.findByRole('radio', { name: 'From my shop' }));
    await run('Analyze Orders');
    expect(await liveLine()).toHaveTextContent('Live data from ClayAndLinen');
    expect(await fileLine()).toHaveTextContent('1 row read');
    expect(api.inputsOf('etsy.orders')).toHaveLength(1);
    expect(api.inputsOf('etsy.listings')).toEqual([]);
  });

  it('shows the server’s detail when the shop’s data cannot be fetched', async () => {
    renderTool('bulk-price-updater', {
      handlers: {
        ...shop(),
        'etsy.listings': () => {
          throw new FakeApiError(429, 'Etsy is busy right now. Please try again in a moment.');
        },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'From my shop' }));
    await run('Analyze Listings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Analysis failed');
    expect(alert).toHaveTextContent('Etsy is busy right now. Please try again in a moment.');
  });

  it('offers no choice of source while no shop is connected', async () => {
    renderTool('bulk-price-updater', { handlers: shop(STATUS.notConnected) });
    await screen.findByRole('textbox', { name: 'Or paste CSV data' });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Connect your Etsy shop' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('radio', { name: 'From my shop' })).toBeNull();
  });
});
