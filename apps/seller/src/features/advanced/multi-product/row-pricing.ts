import {
  COUNTRIES,
  findCountry,
  marginAfterFees,
  minorDigits,
  priceForMarginAfterFees,
  suggestedPrice,
  type AfterFeesFigures,
  type AfterFeesOptions,
  type PriceAfterFees,
} from '@margin/core';
import { costsOf, marginOf, moneyText, numberOf, type ProductRow } from './product-rows';

/**
 * What a row of the multi-product table costs and earns: the spec's simple suggestion, the exact price for the
 * desired margin after the marketplace's fees (the price a row uses until the seller types their own), what the
 * chosen price really leaves, and the Bulk Summary over all rows.
 */

// ---------------------------------------------------------------------------------------------------------
// Prices and margins of one row
// ---------------------------------------------------------------------------------------------------------

/** The calculator settings the table prices with: the seller's country and whether offsite ads are counted. */
export interface FeeSettings {
  country: string;
  hasOffsiteAds: boolean;
}

/**
 * The country whose fees price a row: the seller's when the row is in their currency, else the first country
 * of the fee table with the row's currency (a product saved while the seller sold from elsewhere), else none.
 */
export function feeCountryFor(currency: string, settings: FeeSettings): string | null {
  if (findCountry(settings.country)?.currency === currency) return settings.country;
  return COUNTRIES.find((country) => country.currency === currency)?.code ?? null;
}

export interface RowPricing {
  currency: string;
  /** The spec's suggestion: cost / (1 - margin), fees ignored. */
  suggested: number;
  /** The country whose fees the two figures below use; null when no fee table has the row's currency. */
  feeCountry: string | null;
  /** The margin the spec's suggestion really leaves after fees. */
  suggestedAfterFees: AfterFeesFigures | null;
  /** The exact price for the desired margin after fees. */
  exact: PriceAfterFees | null;
  /** What the chosen selling price really leaves. */
  atPrice: AfterFeesFigures | null;
  /** The desired margin in use (30 when the field is empty). */
  margin: number;
}

export function rowPricing(row: ProductRow, settings: FeeSettings): RowPricing {
  const costs = costsOf(row);
  const margin = marginOf(row);
  const suggested = suggestedPrice(costs, margin);
  const feeCountry = feeCountryFor(row.currency, settings);
  if (!feeCountry) {
    return {
      currency: row.currency,
      suggested,
      feeCountry,
      suggestedAfterFees: null,
      exact: null,
      atPrice: null,
      margin,
    };
  }
  const options: AfterFeesOptions = { country: feeCountry, hasOffsiteAds: settings.hasOffsiteAds };
  return {
    currency: row.currency,
    suggested,
    feeCountry,
    suggestedAfterFees: marginAfterFees(costs, suggested, options),
    exact: priceForMarginAfterFees(costs, margin, options),
    atPrice: marginAfterFees(costs, numberOf(row.selling_price), options),
    margin,
  };
}

/** Which price a row's selling price is: the computed one (after fees, or the suggestion without a fee table). */
export type PriceSource = 'after-fees' | 'suggestion' | 'none' | 'typed';

/**
 * The price a row uses until the seller types their own: the exact price for its margin after fees, or the
 * simple suggestion when no fee table has its currency; none when no price reaches the margin.
 */
export function computedPrice(
  row: ProductRow,
  settings: FeeSettings,
): { price: number | null; source: PriceSource } {
  const costs = costsOf(row);
  const margin = marginOf(row);
  const feeCountry = feeCountryFor(row.currency, settings);
  if (!feeCountry) return { price: suggestedPrice(costs, margin), source: 'suggestion' };
  const exact = priceForMarginAfterFees(costs, margin, {
    country: feeCountry,
    hasOffsiteAds: settings.hasOffsiteAds,
  });
  return exact.reachable
    ? { price: exact.sellingPrice, source: 'after-fees' }
    : { price: null, source: 'none' };
}

/** Where the row's price comes from, as the table says under the field. */
export function priceSource(row: ProductRow, settings: FeeSettings): PriceSource {
  return row.priceAuto ? computedPrice(row, settings).source : 'typed';
}

/**
 * The row with its selling price following the computed price while the seller has not typed their own (the
 * same row when nothing changes, so memoised rows do not render again). No price reaching the margin leaves the
 * field empty: the save asks for one.
 */
export function withAutoPrice(row: ProductRow, settings: FeeSettings): ProductRow {
  if (!row.priceAuto) return row;
  const { price } = computedPrice(row, settings);
  const text = price === null ? '' : moneyText(price, row.currency);
  return text === row.selling_price ? row : { ...row, selling_price: text };
}

/** No cost typed yet: nothing to price, so no margin or loss is shown. */
export function hasNoCosts(row: ProductRow): boolean {
  return Object.values(costsOf(row)).every((cost) => cost === 0);
}

// ---------------------------------------------------------------------------------------------------------
// Bulk Summary
// ---------------------------------------------------------------------------------------------------------

export interface BulkSummary {
  totalProducts: number;
  /** Mean of the rows' desired margins, to 1 decimal (the spec's figure). */
  averageMargin: number;
  /**
   * What the chosen prices really leave across the range: total profit after fees ÷ total revenue, one sale of
   * each product in the seller's currency, to 1 decimal; null when no such row has a price. A ratio of sums
   * rather than a mean of margins, so one row still at the 0.45 starting price does not swamp the figure.
   */
  marginAfterFees: number | null;
  /** Sum of the selling prices, one of each product, per currency (minor units added, never floats). */
  revenue: { currency: string; amount: number }[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function bulkSummary(rows: readonly ProductRow[], settings: FeeSettings): BulkSummary {
  const sellerCurrency = findCountry(settings.country)?.currency;
  const totals = new Map<string, number>();
  let marginSum = 0;
  let profitMinor = 0;
  let revenueMinor = 0;
  for (const row of rows) {
    marginSum += marginOf(row);
    const scale = 10 ** minorDigits(row.currency);
    const price = numberOf(row.selling_price);
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + Math.round(price * scale));
    if (row.currency === sellerCurrency && price > 0) {
      const figures = marginAfterFees(costsOf(row), price, {
        country: settings.country,
        hasOffsiteAds: settings.hasOffsiteAds,
      });
      profitMinor += Math.round(figures.netProfit * scale);
      revenueMinor += Math.round(price * scale);
    }
  }
  return {
    totalProducts: rows.length,
    averageMargin: rows.length ? oneDecimal(marginSum / rows.length) : 0,
    marginAfterFees: revenueMinor > 0 ? oneDecimal((profitMinor / revenueMinor) * 100) : null,
    revenue: [...totals].map(([currency, minor]) => ({
      currency,
      amount: minor / 10 ** minorDigits(currency),
    })),
  };
}
