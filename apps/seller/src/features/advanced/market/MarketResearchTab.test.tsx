import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleMarketInsights } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { stored } from '../../../test/account-fixtures';
import { FakeApiError, type FakeHandler } from '../../../test/fake-api';
import { renderWithAccount } from '../../../test/render-with-account';
import { MarketResearchTab } from './MarketResearchTab';
import { comparisonText, MARKET_TEXTS, otherCurrency } from './market-texts';

function setup(
  handler: FakeHandler = (input) => sampleMarketInsights((input as { keywords: string }).keywords),
) {
  return renderWithAccount(<MarketResearchTab />, {
    session: stored,
    handlers: { 'sales.marketInsights': handler },
  });
}

describe('market research', () => {
  it('shows the first keyword’s price range, trends with badges, a recommendation and competitors, labelled as samples', async () => {
    window.localStorage.setItem(
      'margin.calculator.lastPrice',
      JSON.stringify({ selling_price: 24, currency: 'USD' }),
    );
    setup();
    const range = await screen.findByRole('region', { name: 'Price range' });
    expect(range).toHaveTextContent('Market low$15.99');
    expect(range).toHaveTextContent('Average$28.50');
    expect(range).toHaveTextContent('Premium high$45.00');
    expect(screen.getAllByText(MARKET_TEXTS.sampleBadge).length).toBeGreaterThan(0);

    const yours = screen.getByRole('region', { name: 'Your Calculated Price' });
    expect(yours).toHaveTextContent('$24.00');
    expect(yours).toHaveTextContent('$4.50 below the market average of $28.50');

    const trends = screen.getByRole('region', { name: 'Trending keywords' });
    expect(within(trends).getByText('handmade jewelry').closest('li')).toHaveTextContent('hot');
    expect(within(trends).getByText('ceramic mug').closest('li')).toHaveTextContent('rising');
    expect(screen.getByText(/Most “handmade” listings sell between \$15.99 and \$45.00/)).toBeInTheDocument();
    const shops = screen.getByRole('region', { name: 'Top competitors' });
    expect(shops).toHaveTextContent('Willow & Clay Studio');
    expect(shops).toHaveTextContent('4.9 rating · 1,284 reviews');
  });

  it('researches the keywords the seller types', async () => {
    const { api } = setup();
    await screen.findByRole('region', { name: 'Price range' });
    const field = screen.getByRole('textbox', { name: /Keywords/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Soy candle, mug{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Price range' })).toHaveTextContent('soy candle'),
    );
    expect(api.inputsOf('sales.marketInsights').at(-1)).toEqual({ keywords: 'Soy candle, mug' });
  });

  it('compares the calculated price with the average shown for the keywords, not a fixed one', async () => {
    window.localStorage.setItem(
      'margin.calculator.lastPrice',
      JSON.stringify({ selling_price: 24, currency: 'USD' }),
    );
    setup();
    await screen.findByRole('region', { name: 'Price range' });
    const field = screen.getByRole('textbox', { name: /Keywords/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'soy candle{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Price range' })).toHaveTextContent('Average$19.80'),
    );
    const yours = screen.getByRole('region', { name: 'Your Calculated Price' });
    expect(yours).toHaveTextContent('$4.20 above the market average of $19.80');
    expect(yours).toHaveTextContent('Above average');
  });

  it('asks for a calculation when there is none', async () => {
    setup();
    expect(await screen.findByText(MARKET_TEXTS.noPrice)).toBeInTheDocument();
  });

  it('does not compare a price in another currency with the USD market figures', async () => {
    window.localStorage.setItem(
      'margin.calculator.lastPrice',
      JSON.stringify({ selling_price: 24, currency: 'GBP' }),
    );
    setup();
    expect(await screen.findByText(otherCurrency('GBP', 'USD'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Calculated Price' })).toHaveTextContent('£24.00');
  });

  it('labels live marketplace prices as such, and says why there are no competitor cards', async () => {
    setup(() => ({
      source: 'local_market_data',
      currency: 'USD',
      market_data: [
        { keyword: 'handmade', price_low: 14, price_average: 30, price_high: 46, trend_status: 'stable' },
      ],
      competitors: [],
    }));
    const range = await screen.findByRole('region', { name: 'Price range' });
    expect(range).toHaveTextContent('Market low$14.00');
    expect(range).toHaveTextContent('Premium high$46.00');
    expect(screen.getAllByText(MARKET_TEXTS.liveBadge).length).toBeGreaterThan(0);
    expect(screen.getByText(MARKET_TEXTS.liveText)).toBeInTheDocument();
    expect(screen.queryByText(MARKET_TEXTS.sampleBadge)).not.toBeInTheDocument();
    expect(screen.getByText(MARKET_TEXTS.noCompetitors)).toBeInTheDocument();
  });

  it('keeps the sample set on screen when the call fails', async () => {
    setup(() => {
      throw new FakeApiError(500, 'down');
    });
    expect(await screen.findByText(MARKET_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price range' })).toHaveTextContent('$28.50');
  });

  it('words the comparison for above, below and equal', () => {
    expect(comparisonText(30, 28.5, 'USD')).toMatch(/^\$1\.50 above the market average of \$28\.50/);
    expect(comparisonText(28.5, 28.5, 'USD')).toBe('Right at the market average of $28.50.');
  });
});
