import {
  LIVE_RESEARCH_KEYWORDS,
  MARKETPLACE_CACHE_MINUTES,
  marketPriceRange,
  parseKeywords,
  sampleMarketInsights,
  type TMarketInsights,
  type TMarketKeyword,
} from '@margin/core';
import type { Database } from '@margin/db';
import { cachedFetch } from './cache';
import { MarketplaceError, type Marketplace, type MarketplaceSearchListing } from './etsy-client';

const RESEARCH_CACHE_MS = MARKETPLACE_CACHE_MINUTES.marketResearch * 60_000;

/** Shared by every seller: the same keyword is searched at most once in 6 hours (spec §9) for all of them. */
const researchKey = (keyword: string) => `market:${keyword}`;

/** The currency most of the results are priced in: prices in different currencies are not averaged together. */
function mainCurrency(listings: readonly MarketplaceSearchListing[]): string | null {
  const counts = new Map<string, number>();
  for (const { price } of listings)
    counts.set(price.currency_code, (counts.get(price.currency_code) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * Market research from the marketplace's public active-listings search: the price range of what
 * sells under each of the seller's first keywords today. The search gives asking prices only (no sales, no shop
 * ratings), so trends stay 'stable' and the competitor cards stay empty rather than invented. When the search
 * fails or finds nothing, the built-in sample answers, marked `demo_data` as before.
 */
export async function liveMarketInsights(
  db: Database,
  marketplace: Marketplace,
  keywordText: string,
): Promise<TMarketInsights> {
  const keywords = parseKeywords(keywordText).slice(0, LIVE_RESEARCH_KEYWORDS);
  if (keywords.length === 0) keywords.push('handmade');
  const rows: { keyword: TMarketKeyword; currency: string }[] = [];
  try {
    for (const keyword of keywords) {
      const { value } = await cachedFetch(
        db,
        { key: researchKey(keyword), userId: null, ttlMs: RESEARCH_CACHE_MS },
        () => marketplace.searchActiveListings(keyword),
      );
      const currency = mainCurrency(value);
      const range = marketPriceRange(
        value
          .filter((listing) => listing.price.currency_code === currency)
          .map((listing) => listing.price.amount / listing.price.divisor),
      );
      if (currency && range) rows.push({ keyword: { keyword, ...range, trend_status: 'stable' }, currency });
    }
  } catch (error) {
    if (!(error instanceof MarketplaceError)) throw error;
    // The marketplace busy or away: the sample answers, labelled as such, rather than an error on the tab.
    return sampleMarketInsights(keywordText);
  }
  const currency = rows[0]?.currency;
  if (!currency) return sampleMarketInsights(keywordText);
  return {
    source: 'local_market_data',
    currency,
    market_data: rows.filter((row) => row.currency === currency).map((row) => row.keyword),
    competitors: [],
  };
}
