import { findCountry } from '../countries/countries';
import { isAtLeastUsd } from '../currency/rates';
import { PPM, percentToPpm, toMinor } from './exact';
import { countryFees, OFFSITE_ADS, type CountryFees } from './schedule';
import { regulatoryFeeRate, vatOnFeesRate } from './seller-charges';
import type { TCalculationRequest } from './schemas';

/**
 * Everything about one order except its price, in minor units and ppm rates: what the forward calculation
 * and the price solver both start from.
 */
export interface OrderSpec extends CountryFees {
  quantity: number;
  /** items = round(price * itemsFactor / PPM): quantity times (1 - discount). */
  itemsFactor: number;
  discountPpm: number;
  /** Shipping charged to the buyer (0 with free shipping) plus gift wrap: the part of the order amount not tied to price. */
  shippingCharged: number;
  giftWrap: number;
  vatPpm: number;
  vatIncluded: boolean;
  listingFee: number;
  /** 0 when the order did not come through an offsite ad. */
  offsiteAdsPpm: number;
  annualRevenue: number;
  regulatoryPpm: number;
  conversionPpm: number;
  /** The extra rate a buyer abroad pays over the domestic processing rate (0 when off or not higher). */
  internationalExtraPpm: number;
  internationalPpm: number;
  vatOnFeesPpm: number;
  itemCosts: { product: number; printing: number; packaging: number; additional: number };
  productCost: number;
  shippingCost: number;
  marketingAds: number;
  /** Shipping labels bought from the marketplace: a cost line, not a fee. */
  shippingLabel: number;
  totalCosts: number;
}

/** The reduced offsite-ads rate applies from 10,000 USD of trailing-year revenue (converted exactly). */
export function offsiteAdsRatePpm(annualRevenueMinor: number, currency: string): number {
  return isAtLeastUsd(annualRevenueMinor, currency, OFFSITE_ADS.reducedRateFromAnnualUsdMinor)
    ? OFFSITE_ADS.reducedRatePpm
    : OFFSITE_ADS.ratePpm;
}

/** A rate typed by the caller wins; else the country's dated rate when the caller asked for the charge; else off. */
function regulatoryPpm(input: TCalculationRequest, country: string): number {
  if (input.regulatory_fee_rate != null) return percentToPpm(input.regulatory_fee_rate);
  return input.regulatory_fee ? (regulatoryFeeRate(country)?.ratePpm ?? 0) : 0;
}

/** A VAT-registered seller accounts for VAT on the fees by reverse charge: the marketplace posts no line. */
function vatOnFeesPpm(input: TCalculationRequest, country: string): number {
  if (input.vat_registered) return 0;
  if (input.vat_on_fees_rate != null) return percentToPpm(input.vat_on_fees_rate);
  return input.vat_on_fees ? (vatOnFeesRate(country)?.ratePpm ?? 0) : 0;
}

export function toOrderSpec(input: TCalculationRequest): OrderSpec {
  const country = findCountry(input.country);
  if (!country) throw new Error(`Unknown country ${input.country}`);
  const fees = countryFees(country);
  const minor = (value: number | null | undefined) => toMinor(value ?? 0, fees.minorDigits);
  const rate = (value: number | null | undefined) => percentToPpm(value ?? 0);

  const quantity = input.quantity ?? 1;
  const discountPpm = rate(input.discount_rate);
  const shipping = minor(input.shipping_cost);
  const giftWrap = minor(input.gift_wrap_cost);
  const annualRevenue = minor(input.annual_revenue);
  const itemCosts = {
    product: minor(input.product_cost),
    printing: minor(input.printing_cost),
    packaging: minor(input.packaging_cost),
    additional: minor(input.additional_costs),
  };
  const perItem = itemCosts.product + itemCosts.printing + itemCosts.packaging + itemCosts.additional;
  const productCost = perItem * quantity + giftWrap;
  const marketingAds = minor(input.marketing_ads_cost);
  const internationalPpm = rate(input.international_processing_rate);
  const shippingLabel = minor(input.shipping_label_cost);

  // Every field spelled out in one order (no spread) so all specs share one shape and the engine's hot loop
  // reads them fast; bench/engine measured a spread-built spec 3-4x slower.
  return {
    country: fees.country,
    currency: fees.currency,
    minorDigits: fees.minorDigits,
    listingFeePerItem: fees.listingFeePerItem,
    transactionPpm: fees.transactionPpm,
    processingPpm: fees.processingPpm,
    processingFixed: fees.processingFixed,
    offsiteAdsCap: fees.offsiteAdsCap,
    quantity,
    itemsFactor: quantity * (PPM - discountPpm),
    discountPpm,
    shippingCharged: input.free_shipping ? 0 : shipping,
    giftWrap,
    vatPpm: rate(input.vat_rate),
    vatIncluded: input.vat_included ?? false,
    listingFee: fees.listingFeePerItem * quantity,
    offsiteAdsPpm: input.has_offsite_ads ? offsiteAdsRatePpm(annualRevenue, fees.currency) : 0,
    annualRevenue,
    regulatoryPpm: regulatoryPpm(input, fees.country.code),
    conversionPpm: rate(input.currency_conversion_rate),
    internationalPpm,
    internationalExtraPpm: Math.max(0, internationalPpm - fees.processingPpm),
    vatOnFeesPpm: vatOnFeesPpm(input, fees.country.code),
    itemCosts,
    productCost,
    shippingCost: shipping,
    marketingAds,
    shippingLabel,
    totalCosts: productCost + shipping + marketingAds + shippingLabel,
  };
}
