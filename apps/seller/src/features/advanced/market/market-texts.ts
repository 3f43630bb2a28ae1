import { msg, t } from '@lingui/core/macro';
import { formatMajor, type TMarketKeyword } from '@margin/core';
import { localized } from '../../../i18n/localized';
import { i18n } from '../../../i18n/runtime';

/**
 * The market research tab's words in the seller's language; in English the spec's 'Your Calculated Price' word
 * for word. Its failure names the 'Refresh Data' button as the button reads in the language.
 */
export const MARKET_TEXTS = localized({
  title: msg`Market research`,
  intro: msg`Price ranges, trends and competitors for the keywords you sell under.`,
  keywords: msg`Keywords`,
  keywordsHint: msg`Separate several with commas; the first one sets the price range`,
  research: msg`Research`,
  loading: msg`Loading market data`,
  sampleBadge: msg`Sample market data`,
  sampleText: msg`There is no live marketplace data yet: these prices, trends and shops are a built-in sample set, to show how the research will work.`,
  noPrice: msg`No calculation yet. Work out a price in the calculator and it shows up here.`,
  openCalculator: msg`Open the calculator`,
  failed: msg`Market data could not be loaded just now: the built-in sample set is shown. Press Refresh Data to try again.`,
  liveBadge: msg`Live marketplace prices`,
  liveText: msg`Asking prices of the active listings the marketplace finds for your first keywords, fetched at most every 6 hours. Its search gives prices only, so trends show as stable and no competitor shops are listed.`,
  noCompetitors: msg`The marketplace’s search gives asking prices, not shops’ ratings or sales, so there are no competitor cards to show.`,
  priceRange: msg`Price range`,
  marketLow: msg`Market low`,
  average: msg`Average`,
  premiumHigh: msg`Premium high`,
  yourPrice: msg`Your Calculated Price`,
  belowAverage: msg`Below average`,
  aboveAverage: msg`Above average`,
  atAverage: msg`At average`,
  priceBar: msg`Your price between 0 and twice the market average`,
  lastCalculation: msg`The price of your last calculation on this device.`,
  recommendation: msg`Pricing recommendation`,
  trending: msg`Trending keywords`,
  competitors: msg`Top competitors`,
});

export const otherCurrency = (currency: string, market: string) =>
  t`Your last price is in ${currency} and the market figures are in ${market}, so they are not compared.`;
export const forKeyword = (keyword: string) => t`For “${keyword}”`;
export const averageOf = (amount: string) => t`avg ${amount}`;
export const shopRating = (rating: string, reviews: string) => t`${rating} rating · ${reviews} reviews`;

/** The trend badge's word (advanced spec §2: hot, rising, stable, other). */
export const TREND_TEXTS: Record<TMarketKeyword['trend_status'], string> = localized({
  hot: msg`hot`,
  rising: msg`rising`,
  stable: msg`stable`,
  cooling: msg`cooling`,
});

export type PricePosition = 'below' | 'above' | 'equal';

export function pricePosition(price: number, average: number): PricePosition {
  const cents = Math.round(price * 100) - Math.round(average * 100);
  return cents < 0 ? 'below' : cents > 0 ? 'above' : 'equal';
}

/** 'Your Calculated Price' against the market average (advanced spec §2: a text for below or above). */
export function comparisonText(price: number, average: number, currency: string): string {
  const gap = formatMajor(Math.abs(price - average), currency, i18n.locale);
  const avg = formatMajor(average, currency, i18n.locale);
  switch (pricePosition(price, average)) {
    case 'below':
      return t`${gap} below the market average of ${avg}: there may be room to raise your price.`;
    case 'above':
      return t`${gap} above the market average of ${avg}: make sure your photos, reviews and quality justify the premium.`;
    case 'equal':
      return t`Right at the market average of ${avg}.`;
  }
}

const TREND_ADVICE: Record<TMarketKeyword['trend_status'], string> = localized({
  hot: msg`Demand is hot, so pricing at or above the average is reasonable while it lasts.`,
  rising: msg`Demand is rising: price near the average and nudge up as reviews come in.`,
  stable: msg`Demand is steady: price near the average and compete on photos, reviews and delivery time.`,
  cooling: msg`Demand is cooling: stay near or just below the average to keep sales moving.`,
});

/** One or two sentences of advice from the keyword's range and trend (the spec's wording is not shown). */
export function recommendationText(keyword: TMarketKeyword, currency: string): string {
  const money = (amount: number) => formatMajor(amount, currency, i18n.locale);
  const name = keyword.keyword;
  const low = money(keyword.price_low);
  const high = money(keyword.price_high);
  const average = money(keyword.price_average);
  return `${t`Most “${name}” listings sell between ${low} and ${high}, averaging ${average}.`} ${TREND_ADVICE[keyword.trend_status]}`;
}
