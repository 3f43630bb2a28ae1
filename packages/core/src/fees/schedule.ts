import feesData from '../data/fees.json' with { type: 'json' };
import { COUNTRIES, findCountry, minorDigits } from '../countries/countries';
import type { TCountryRow } from '../countries/schemas';
import { convertFromUsd } from '../currency/rates';
import { bpToPpm, toMajor } from './exact';

/** The marketplace's fee schedule (data/fees.json), dated and sourced. */
export const FEES_CHECKED_ON = feesData.checked_on;

/** The three links of the 'Accuracy & Sources' box. */
export const FEE_SOURCES = {
  etsyFeeBasics: feesData.sources.fee_basics,
  paymentProcessing: feesData.sources.payment_processing,
  offsiteAds: feesData.sources.offsite_ads,
} as const;

export const LISTING_FEE_USD_MINOR = feesData.listing_fee_usd_minor;
export const TRANSACTION_PPM = bpToPpm(feesData.transaction_rate_bp);
export const OFFSITE_ADS = {
  ratePpm: bpToPpm(feesData.offsite_ads.rate_bp),
  reducedRatePpm: bpToPpm(feesData.offsite_ads.reduced_rate_bp),
  reducedRateFromAnnualUsdMinor: feesData.offsite_ads.reduced_rate_from_annual_usd_minor,
  capUsdMinor: feesData.offsite_ads.cap_usd_minor,
} as const;
export const CURRENCY_CONVERSION_PPM = bpToPpm(feesData.currency_conversion_rate_bp);

/** What a seller in `country` pays, in the country currency's minor units and ppm rates. */
export interface CountryFees {
  country: TCountryRow;
  currency: string;
  minorDigits: number;
  listingFeePerItem: number;
  transactionPpm: number;
  processingPpm: number;
  processingFixed: number;
  offsiteAdsCap: number;
}

export function countryFees(country: TCountryRow): CountryFees {
  return {
    country,
    currency: country.currency,
    minorDigits: minorDigits(country.currency),
    listingFeePerItem: convertFromUsd(LISTING_FEE_USD_MINOR, country.currency),
    transactionPpm: TRANSACTION_PPM,
    processingPpm: bpToPpm(country.processing_rate_bp),
    processingFixed: country.processing_fixed_minor,
    offsiteAdsCap: convertFromUsd(OFFSITE_ADS.capUsdMinor, country.currency),
  };
}

/**
 * GET /api/marketplace-fees/{currency}: the fee rates for a currency. Payment processing depends on the
 * seller's bank country, so a currency answers with the first country that pays out in it (EUR: Germany);
 * a currency no country in the table uses gets the default country's rates, its fixed fee converted from USD.
 */
export function marketplaceFeesFor(currencyCode: string) {
  const currency = currencyCode.toUpperCase();
  const country = COUNTRIES.find((c) => c.currency === currency);
  const digits = minorDigits(currency);
  const fallback = findCountry('US')!;
  const processingFixed = country
    ? country.processing_fixed_minor
    : convertFromUsd(fallback.processing_fixed_minor, currency);
  return {
    currency,
    country: (country ?? fallback).code,
    listing_fee: toMajor(convertFromUsd(LISTING_FEE_USD_MINOR, currency), digits),
    transaction_fee_rate: TRANSACTION_PPM / 1_000_000,
    payment_processing_rate: (country ?? fallback).processing_rate_bp / 10_000,
    payment_processing_fixed: toMajor(processingFixed, digits),
    offsite_ads_rate: OFFSITE_ADS.ratePpm / 1_000_000,
    offsite_ads_reduced_rate: OFFSITE_ADS.reducedRatePpm / 1_000_000,
    offsite_ads_cap: toMajor(convertFromUsd(OFFSITE_ADS.capUsdMinor, currency), digits),
    checked_on: FEES_CHECKED_ON,
  };
}
