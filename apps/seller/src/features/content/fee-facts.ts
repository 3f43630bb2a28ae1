import {
  COUNTRIES,
  FEE_SOURCES,
  FEES_CHECKED_ON,
  formatMoney,
  formatPercent,
  LISTING_FEE_USD_MINOR,
  OFFSITE_ADS,
  TRANSACTION_PPM,
} from '@margin/core';

/**
 * The fee schedule in words, read from core's dated data tables (docs/FEES.md) so that the help texts, the
 * footer and the engine can never disagree: a fee change is one edit to packages/core/src/data.
 */

const percentOfPpm = (ppm: number) => formatPercent(ppm / 10_000);

/** Money in prose: whole amounts without '.00' ("$100"), others to the cent ("$0.20"). */
export function proseMoney(minor: number, currency: string): string {
  const text = formatMoney(minor, currency);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

export const FEE_FACTS = {
  listingFee: proseMoney(LISTING_FEE_USD_MINOR, 'USD'),
  transactionRate: percentOfPpm(TRANSACTION_PPM),
  offsiteAdsRate: percentOfPpm(OFFSITE_ADS.ratePpm),
  offsiteAdsReducedRate: percentOfPpm(OFFSITE_ADS.reducedRatePpm),
  offsiteAdsReducedFrom: proseMoney(OFFSITE_ADS.reducedRateFromAnnualUsdMinor, 'USD'),
  offsiteAdsCap: proseMoney(OFFSITE_ADS.capUsdMinor, 'USD'),
} as const;

export interface ProcessingRow {
  code: string;
  name: string;
  flag: string;
  currency: string;
  /** "3% + $0.25" */
  processing: string;
}

/** Payment processing by the seller's bank country, as the table lists it. */
export const PROCESSING_BY_COUNTRY: readonly ProcessingRow[] = COUNTRIES.map((row) => ({
  code: row.code,
  name: row.name,
  flag: row.flag,
  currency: row.currency,
  processing: `${formatPercent(row.processing_rate_bp / 100)} + ${formatMoney(row.processing_fixed_minor, row.currency)}`,
}));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-10-04' as the footer writes it (core spec §2.2): 'Oct 04, 2025'. */
export function footerDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}

/** The date the fee table was last checked against the official pages. */
export const FEES_LAST_UPDATED = footerDate(FEES_CHECKED_ON);

/** The official pages every rate comes from (fees.json's sources). */
export const FEE_SOURCE_LINKS = [
  { label: 'Etsy fees policy', href: FEE_SOURCES.etsyFeeBasics },
  { label: 'Etsy Payments processing fees', href: FEE_SOURCES.paymentProcessing },
  { label: 'Offsite Ads fees', href: FEE_SOURCES.offsiteAds },
] as const;

export const INDEPENDENCE_STATEMENT = 'Margin is independent of Etsy and not endorsed by it.';
