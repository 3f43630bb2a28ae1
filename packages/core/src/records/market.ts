import type { TCompetitor, TMarketInsights, TMarketKeyword } from './schemas';

/**
 * Market research has no live source yet (the marketplace connection comes in issue 14): these are the built-in
 * sample figures, answered as `demo_data` and labelled as samples on screen. Prices in USD.
 */

/** The spec's fallback price range for a keyword the sample set does not know (advanced spec §2). */
export const FALLBACK_PRICE_RANGE = { price_low: 15.99, price_average: 28.5, price_high: 45 } as const;
/** The market average the calculated price is compared against (advanced spec §9). */
export const MARKET_AVERAGE_REFERENCE = 28.5;

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
