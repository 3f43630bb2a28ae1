import { msg } from '@lingui/core/macro';
import {
  COUNTRIES,
  countryName,
  FEE_SOURCES,
  FEES_CHECKED_ON,
  formatLongDate,
  formatMoney,
  formatPercent,
  isEnglish,
  LISTING_FEE_USD_MINOR,
  minorDigits,
  OFFSITE_ADS,
  TRANSACTION_PPM,
} from '@margin/core';
import { localized } from '../../i18n/localized';
import { i18n } from '../../i18n/runtime';

/**
 * The fee schedule in words, read from core's dated data tables (docs/FEES.md) so that the help texts, the
 * footer and the engine can never disagree: a fee change is one edit to packages/core/src/data. Each figure is
 * written in the language on screen when it is read ('6,5 %', '0,20 $' in German).
 */

const percentOfPpm = (ppm: number) => formatPercent(ppm / 10_000, i18n.locale);

/** Money in prose: whole amounts without their zero cents ("$100", "100 $"), others to the cent ("$0.20"). */
export function proseMoney(minor: number, currency: string, locale?: string): string {
  const text = formatMoney(minor, currency, locale);
  const digits = minorDigits(currency);
  return digits > 0 && minor % 10 ** digits === 0 ? text.replace(/[.,]0+(?=\D*$)/, '') : text;
}

export const FEE_FACTS = {
  get listingFee() {
    return proseMoney(LISTING_FEE_USD_MINOR, 'USD', i18n.locale);
  },
  get transactionRate() {
    return percentOfPpm(TRANSACTION_PPM);
  },
  get offsiteAdsRate() {
    return percentOfPpm(OFFSITE_ADS.ratePpm);
  },
  get offsiteAdsReducedRate() {
    return percentOfPpm(OFFSITE_ADS.reducedRatePpm);
  },
  get offsiteAdsReducedFrom() {
    return proseMoney(OFFSITE_ADS.reducedRateFromAnnualUsdMinor, 'USD', i18n.locale);
  },
  get offsiteAdsCap() {
    return proseMoney(OFFSITE_ADS.capUsdMinor, 'USD', i18n.locale);
  },
};

export interface ProcessingRow {
  code: string;
  name: string;
  flag: string;
  currency: string;
  /** "3% + $0.25" */
  processing: string;
}

/** Payment processing by the seller's bank country, as the table lists it, in `locale` ('4 % + 0,30 €'). */
export function processingByCountry(locale: string = i18n.locale): ProcessingRow[] {
  return COUNTRIES.map((row) => ({
    code: row.code,
    name: countryName(row.code, row.name, locale),
    flag: row.flag,
    currency: row.currency,
    processing: `${formatPercent(row.processing_rate_bp / 100, locale)} + ${formatMoney(row.processing_fixed_minor, row.currency, locale)}`,
  }));
}

// The footer's date format is the spec's in English (footerDate); the other languages write their own (proseDate).
// eslint-disable-next-line lingui/no-unlocalized-strings
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-10-04' as the footer writes it (core spec §2.2): 'Oct 04, 2025'. */
export function footerDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}

/** A date in prose: the footer's 'Oct 04, 2025' in English, the language's own long date elsewhere ('4. Oktober 2025'). */
export function proseDate(iso: string, locale: string = i18n.locale): string {
  return isEnglish(locale) ? footerDate(iso) : longDate(iso, locale);
}

/** The date the fee table was last checked against the official pages: the spec's 'Oct 04, 2025' in English. */
export function feesLastUpdated(locale: string = i18n.locale): string {
  return proseDate(FEES_CHECKED_ON, locale);
}

/** An ISO calendar date as a long date in `locale`: 'October 7, 2025', '7. Oktober 2025'. */
export function longDate(iso: string, locale: string = i18n.locale): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatLongDate(new Date(Date.UTC(year, month - 1, day)), 'UTC', locale);
}

const SOURCE_LABELS = localized({
  feeBasics: msg`Etsy fees policy`,
  paymentProcessing: msg`Etsy Payments processing fees`,
  offsiteAds: msg`Offsite Ads fees`,
});

/** The official pages every rate comes from (fees.json's sources), named in the language on screen. */
export const FEE_SOURCE_LINKS = [
  {
    get label() {
      return SOURCE_LABELS.feeBasics;
    },
    href: FEE_SOURCES.etsyFeeBasics,
  },
  {
    get label() {
      return SOURCE_LABELS.paymentProcessing;
    },
    href: FEE_SOURCES.paymentProcessing,
  },
  {
    get label() {
      return SOURCE_LABELS.offsiteAds;
    },
    href: FEE_SOURCES.offsiteAds,
  },
] as const;

const INDEPENDENCE = msg`Margin is independent of Etsy and not endorsed by it.`;

/** What Margin says about its relation to the marketplace, wherever it names it. */
export const independenceStatement = (): string => i18n._(INDEPENDENCE);
