import type { ShareSnapshot, StoredShare } from '@margin/core';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, FakeApiError, FakeNetworkDown, renderWithApi } from '../test/fake-api';
import { SharedViewPage } from './SharedView.page';

const SHARE_ID = 'AbCdEfGhIjKlMnOpQrStUvWx';

/** A reverse calculation with every optional line switched on. */
function fullSnapshot(): ShareSnapshot {
  return {
    mode: 'reverse',
    currency: 'GBP',
    country: 'GB',
    price: 25,
    shipping: 4.5,
    costs: { product: 6, printing: 2, packaging: 1.5, additional: 0.5 },
    fees: {
      offsite_ads: true,
      annual_revenue: 50000,
      gift_wrap: 3,
      marketing_ads: 0,
      vat_rate: 20,
      vat_included: true,
    },
    options: { free_shipping: true, discount_rate: 10 },
    target: { profit: null, margin: 35 },
    quantity: 2,
    notes: 'Summer batch.\nCheck the printer quote.',
    results: {
      netProfit: 12.345,
      profitMargin: 40,
      totalFees: 5.67,
      transactionFee: 3.5,
      processingFee: 1.97,
    },
    version: 1,
    timestamp: '2026-11-22T12:00:00.000Z',
  };
}

/** A forward calculation with nothing optional: no discount, gift wrap, VAT, revenue, note or results. */
function plainSnapshot(): ShareSnapshot {
  return {
    ...fullSnapshot(),
    mode: 'forward',
    currency: 'USD',
    country: 'US',
    costs: { product: 4, printing: 0, packaging: 1, additional: 0 },
    fees: {
      offsite_ads: false,
      annual_revenue: 0,
      gift_wrap: 0,
      marketing_ads: 0,
      vat_rate: 0,
      vat_included: false,
    },
    options: { free_shipping: false, discount_rate: 0 },
    target: { profit: null, margin: null },
    quantity: 1,
    notes: '  ',
    results: null,
  };
}

function stored(calc: ShareSnapshot, view_count: number): StoredShare {
  return {
    calc,
    view_count,
    created_at: '2026-11-22T12:00:00.000Z',
    expires_at: '2026-12-22T12:00:00.000Z',
  };
}

function renderShare(answer: () => StoredShare) {
  const api = createFakeApi({ 'shares.get': answer });
  renderWithApi(<SharedViewPage shareId={SHARE_ID} />, api);
  return api;
}

const card = (name: string) => screen.getByRole('region', { name });

/** The value shown next to a label in a card's rows. */
function valueOf(region: HTMLElement, label: string): string | null {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('shared calculation view (core spec §2.10)', () => {
  it('shows a skeleton, then every card of a full snapshot, read once', async () => {
    const api = renderShare(() => stored(fullSnapshot(), 3));
    expect(screen.getByRole('status')).toHaveTextContent('Loading shared calculation...');
    expect(await screen.findByRole('heading', { name: 'Shared calculation' })).toBeInTheDocument();
    expect(document.title).toBe('Shared calculation — Margin');
    expect(api.calls).toEqual([{ path: 'shares.get', input: { shareId: SHARE_ID }, authorization: null }]);

    expect(within(card('Note')).getByText(/Summer batch\.\s+Check the printer quote\./)).toBeInTheDocument();

    const pricing = card('Pricing');
    expect(valueOf(pricing, 'Selling Price')).toBe('£25.00');
    expect(valueOf(pricing, 'Shipping Cost')).toBe('£4.50');
    expect(valueOf(pricing, 'Quantity')).toBe('2');
    expect(valueOf(pricing, 'Discount')).toBe('10%');
    expect(within(pricing).getByText('Free Shipping Enabled')).toBeInTheDocument();

    const costs = card('Costs');
    expect(valueOf(costs, 'Product Cost')).toBe('£6.00');
    expect(valueOf(costs, 'Printing')).toBe('£2.00');
    expect(valueOf(costs, 'Packaging')).toBe('£1.50');
    expect(valueOf(costs, 'Additional')).toBe('£0.50');
    expect(valueOf(costs, 'Gift Wrap')).toBe('£3.00');
    expect(valueOf(costs, 'Shipping Cost')).toBe('£4.50');
    // (6 + 2 + 1.5 + 0.5) per item × 2 items + 3 gift wrap + 4.50 shipping: the calculator's Total Costs.
    expect(valueOf(costs, 'Total Costs')).toBe('£27.50');
    expect(
      within(costs).getByText('Item costs × 2, plus gift wrap and shipping once per order'),
    ).toBeInTheDocument();

    const profit = card('Profit Analysis');
    expect(valueOf(profit, 'Net Profit')).toBe('£12.35');
    expect(valueOf(profit, 'Profit Margin')).toBe('40.0%');
    expect(valueOf(profit, 'Total Fees')).toBe('£5.67');

    const config = card('Configuration');
    expect(valueOf(config, 'Mode')).toBe('Reverse');
    expect(valueOf(config, 'Currency')).toBe('GBP · British Pound');
    expect(valueOf(config, 'Country')).toBe('🇬🇧 United Kingdom');
    expect(valueOf(config, 'Offsite Ads')).toBe('Enabled');
    expect(valueOf(config, 'VAT Rate')).toBe('20% (included in price)');
    expect(valueOf(config, 'Annual Revenue')).toBe('£50,000.00');
    expect(valueOf(config, 'Target Margin')).toBe('35%');
    expect(within(config).queryByText('Target Profit')).not.toBeInTheDocument();

    expect(screen.getByText('Viewed 3 times')).toBeInTheDocument();
    expect(screen.getByText('Created 22 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Link expires 22 Dec 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work out your own Etsy fees with Margin' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('Open in Calculator links to the calculator with the spec’s short query and the other inputs', async () => {
    renderShare(() => stored(fullSnapshot(), 3));
    expect(await screen.findByRole('link', { name: 'Open in Calculator' })).toHaveAttribute(
      'href',
      '/?m=reverse&price=25&ship=4.5&curr=GBP&country=GB&prod=6&print=2&pack=1.5&add=0.5&oa=1&qty=2' +
        '&discount_rate=10&free_shipping=true&vat_rate=20&vat_included=true&gift_wrap_cost=3' +
        '&annual_revenue=50000&target_margin=35',
    );
  });

  it('is titled with the product the seller named, and the calculator link carries the name', async () => {
    renderShare(() => stored({ ...fullSnapshot(), product_name: '수제 머그컵' }, 3));
    expect(await screen.findByRole('heading', { level: 1, name: '수제 머그컵' })).toBeInTheDocument();
    expect(screen.getByText('Shared calculation')).toBeInTheDocument();
    const href = screen.getByRole('link', { name: 'Open in Calculator' }).getAttribute('href')!;
    expect(new URLSearchParams(href.slice(2)).get('name')).toBe('수제 머그컵');
  });

  it('leaves out every optional line of a plain snapshot', async () => {
    renderShare(() => stored(plainSnapshot(), 1));
    await screen.findByRole('heading', { name: 'Shared calculation' });

    expect(screen.queryByRole('region', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profit Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByText('Net Profit')).not.toBeInTheDocument();

    const pricing = card('Pricing');
    expect(within(pricing).queryByText('Discount')).not.toBeInTheDocument();
    expect(within(pricing).queryByText('Free Shipping Enabled')).not.toBeInTheDocument();

    const costs = card('Costs');
    expect(within(costs).queryByText('Gift Wrap')).not.toBeInTheDocument();
    // The same Total Costs as the calculator's for this order: 4 + 1 item costs + 4.50 shipping.
    expect(valueOf(costs, 'Total Costs')).toBe('$9.50');
    expect(within(costs).queryByText(/Item costs ×/)).not.toBeInTheDocument();

    const config = card('Configuration');
    expect(valueOf(config, 'Mode')).toBe('Forward');
    expect(valueOf(config, 'Country')).toBe('🇺🇸 United States');
    expect(valueOf(config, 'Offsite Ads')).toBe('Disabled');
    for (const label of ['VAT Rate', 'Annual Revenue', 'Target Profit', 'Target Margin']) {
      expect(within(config).queryByText(label)).not.toBeInTheDocument();
    }

    expect(screen.queryByText(/^Viewed/)).not.toBeInTheDocument();
    expect(screen.getByText('Created 22 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Calculator' })).toHaveAttribute(
      'href',
      '/?m=forward&price=25&ship=4.5&curr=USD&country=US&prod=4&print=0&pack=1&add=0&oa=0&qty=1',
    );
  });

  it('falls back to USD and the United States for a snapshot without them, and shows a target profit', async () => {
    renderShare(() =>
      stored(
        {
          ...plainSnapshot(),
          mode: 'reverse',
          currency: '',
          country: '',
          target: { profit: 8, margin: null },
        },
        2,
      ),
    );
    const config = await screen.findByRole('region', { name: 'Configuration' });
    expect(valueOf(config, 'Currency')).toBe('USD · US Dollar');
    expect(valueOf(config, 'Country')).toBe('🇺🇸 United States');
    expect(valueOf(config, 'Target Profit')).toBe('$8.00');
    expect(screen.getByText('Viewed 2 times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Calculator' }).getAttribute('href')).toContain(
      'curr=USD&country=US',
    );
  });
});

describe('shared view errors (core spec §8)', () => {
  function renderFailure(error: Error) {
    return renderShare(() => {
      throw error;
    });
  }

  it('an unknown share: not found, with a way home', async () => {
    renderFailure(
      new FakeApiError(404, 'Share not found. It may have been deleted or the link is incorrect.'),
    );
    expect(
      await screen.findByText('Share not found. It may have been deleted or the link is incorrect.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('an expired or revoked share (410): gone, with a way home', async () => {
    renderFailure(new FakeApiError(410, 'Gone'));
    expect(await screen.findByText('This share has expired or been revoked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
  });

  it('any other failure: the server text, a way home, and a retry that can succeed', async () => {
    let fail = true;
    const api = renderShare(() => {
      if (fail) throw new FakeApiError(500, 'Database is restarting.');
      return stored(fullSnapshot(), 2);
    });
    expect(await screen.findByText('Failed to load shared calculation')).toBeInTheDocument();
    expect(screen.getByText('Database is restarting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Shared calculation' })).toBeInTheDocument();
    expect(api.inputsOf('shares.get')).toHaveLength(2);
  });

  it('no answer at all says to check the connection', async () => {
    renderFailure(new FakeNetworkDown());
    expect(await screen.findByText('Failed to load shared calculation')).toBeInTheDocument();
    expect(
      screen.getByText('The server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});

describe('every read counts as a view', () => {
  /** TanStack Query's own defaults (retry 3, refetch on focus, stale at once), not the test client's. */
  function renderWithQueryDefaults(answer: () => StoredShare) {
    const api = createFakeApi({ 'shares.get': answer });
    renderWithApi(
      <QueryClientProvider client={new QueryClient()}>
        <SharedViewPage shareId={SHARE_ID} />
      </QueryClientProvider>,
      api,
    );
    return api;
  }

  it('does not ask again when the window regains focus', async () => {
    const api = renderWithQueryDefaults(() => stored(fullSnapshot(), 2));
    await screen.findByRole('heading', { name: 'Shared calculation' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.inputsOf('shares.get')).toHaveLength(1);
    focusManager.setFocused(undefined);
  });

  it('does not retry a missing share', async () => {
    const api = renderWithQueryDefaults(() => {
      throw new FakeApiError(404, 'Share not found.');
    });
    expect(
      await screen.findByText('Share not found. It may have been deleted or the link is incorrect.'),
    ).toBeInTheDocument();
    expect(api.inputsOf('shares.get')).toHaveLength(1);
  });
});
