import { formatMajor, type TMarketKeyword } from '@margin/core';

export type PricePosition = 'below' | 'above' | 'equal';

export function pricePosition(price: number, average: number): PricePosition {
  const cents = Math.round(price * 100) - Math.round(average * 100);
  return cents < 0 ? 'below' : cents > 0 ? 'above' : 'equal';
}

/** 'Your Calculated Price' against the market average (advanced spec §2: a text for below or above). */
export function comparisonText(price: number, average: number, currency: string): string {
  const gap = formatMajor(Math.abs(price - average), currency);
  const avg = formatMajor(average, currency);
  switch (pricePosition(price, average)) {
    case 'below':
      return `${gap} below the market average of ${avg}: there may be room to raise your price.`;
    case 'above':
      return `${gap} above the market average of ${avg}: make sure your photos, reviews and quality justify the premium.`;
    case 'equal':
      return `Right at the market average of ${avg}.`;
  }
}

const TREND_ADVICE: Record<TMarketKeyword['trend_status'], string> = {
  hot: 'Demand is hot, so pricing at or above the average is reasonable while it lasts.',
  rising: 'Demand is rising: price near the average and nudge up as reviews come in.',
  stable: 'Demand is steady: price near the average and compete on photos, reviews and delivery time.',
  cooling: 'Demand is cooling: stay near or just below the average to keep sales moving.',
};

/** One or two sentences of advice from the keyword's range and trend (the spec's wording is not shown). */
export function recommendationText(keyword: TMarketKeyword, currency: string): string {
  const money = (amount: number) => formatMajor(amount, currency);
  return `Most “${keyword.keyword}” listings sell between ${money(keyword.price_low)} and ${money(keyword.price_high)}, averaging ${money(keyword.price_average)}. ${TREND_ADVICE[keyword.trend_status]}`;
}
