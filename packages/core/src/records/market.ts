import type { TCompetitor, TMarketInsights, TMarketKeyword } from './insight-schemas';

/**
 * The built-in sample figures of market research, answered as `demo_data` where the marketplace's live search
 * is not available or finds nothing, and labelled as samples on screen. Prices in USD.
 */

/** The spec's fallback price range for a keyword the sample set does not know (advanced spec §2). */
export const FALLBACK_PRICE_RANGE = { price_low: 15.99, price_average: 28.5, price_high: 45 } as const;

const SAMPLE_KEYWORDS: readonly TMarketKeyword[] = [
  { keyword: 'handmade', price_low: 15.99, price_average: 28.5, price_high: 45, trend_status: 'stable' },
  { keyword: 'handmade jewelry', price_low: 18, price_average: 34.75, price_high: 62, trend_status: 'hot' },
  { keyword: 'personalized gift', price_low: 12.5, price_average: 26.9, price_high: 48, trend_status: 'hot' },
  { keyword: 'ceramic mug', price_low: 22, price_average: 31.4, price_high: 52, trend_status: 'rising' },
  { keyword: 'soy candle', price_low: 9.99, price_average: 19.8, price_high: 34, trend_status: 'rising' },
  { keyword: 'knitted scarf', price_low: 25, price_average: 42.6, price_high: 78, trend_status: 'stable' },
  {
    keyword: 'wall art print',
    price_low: 8.5,
    price_average: 21.25,
    price_high: 39,
    trend_status: 'cooling',
  },
];

const SAMPLE_COMPETITORS: readonly TCompetitor[] = [
  { shop_name: 'Willow & Clay Studio', price: 32, rating: 4.9, review_count: 1284 },
  { shop_name: 'Northern Thread Co.', price: 27.5, rating: 4.8, review_count: 862 },
  { shop_name: 'Little Ember Candles', price: 24.95, rating: 4.7, review_count: 415 },
];

/** Keywords as a seller types them: "Handmade, Soy Candle " → ['handmade', 'soy candle']. */
export function parseKeywords(text: string): string[] {
  const words = text
    .split(',')
    .map((word) => word.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter(Boolean);
  return [...new Set(words)];
}

/**
 * The sample market insights for `keywords`: the first keyword's price range first (the spec's fallback range
 * when the sample set does not know it), then the sample set's trending keywords.
 */
export function sampleMarketInsights(keywords: string): TMarketInsights {
  const [first = 'handmade'] = parseKeywords(keywords);
  const known = SAMPLE_KEYWORDS.find((row) => row.keyword === first);
  const head: TMarketKeyword = known ?? { keyword: first, ...FALLBACK_PRICE_RANGE, trend_status: 'stable' };
  return {
    source: 'demo_data',
    currency: 'USD',
    market_data: [head, ...SAMPLE_KEYWORDS.filter((row) => row.keyword !== head.keyword)],
    competitors: [...SAMPLE_COMPETITORS],
  };
}

/** How many of the seller's keywords live research looks up (each a request, shared by all sellers for 6 h). */
export const LIVE_RESEARCH_KEYWORDS = 3;

/**
 * A keyword's price range from live asking prices (the marketplace's active-listings search): 'market low' and
 * 'premium high' are the 10th and 90th percentiles, so one 1-cent or 5,000-dollar listing does not make the
 * range; the average is the mean of the prices between them. Null when there are no prices. Cents exact.
 */
export function marketPriceRange(
  prices: readonly number[],
): Pick<TMarketKeyword, 'price_low' | 'price_average' | 'price_high'> | null {
  const sorted = prices.filter((price) => Number.isFinite(price) && price > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
  const low = at(0.1);
  const high = at(0.9);
  const middle = sorted.filter((price) => price >= low && price <= high);
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    price_low: cents(low),
    price_average: cents(middle.reduce((sum, price) => sum + price, 0) / middle.length),
    price_high: cents(high),
  };
}
