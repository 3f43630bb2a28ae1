/**
 * The multi-product table's prices after the marketplace's fees. The spec's suggested price (suggestedPrice)
 * is cost / (1 - margin) and ignores fees, which is how sellers underprice; these helpers answer the same
 * question with the fee engine: the smallest price whose margin after fees reaches the seller's margin, and the
 * margin a chosen price really leaves.
 *
 * A product row is priced as one item sold in one order of the seller's country. Its shipping is a cost the
 * price covers (the spec's formula adds it to the cost), so the buyer is not charged it on top: the order is a
 * free-shipping order unless `chargeShipping` says the buyer pays the row's shipping at checkout. Everything is
 * worked in the country currency's minor units by the engine; major units only at the edges.
 */
import { toMajor, toMinor, percentToPpm, ratioPercent2dp } from '../fees/exact';
import { withArticle } from '../format/articles';
import { linesAtPrice } from '../fees/evaluate';
import { MAX_AMOUNT } from '../fees/limits';
import { toOrderSpec, type OrderSpec } from '../fees/order';
import type { TCalculationRequest } from '../fees/schemas';
import { marginCeilingPpm, solvePrice, type PriceTarget } from '../fees/solve';
import { SUGGESTED_MARGIN_DEFAULT, type ProductCosts } from './helpers';

/** The calculator settings that change a product row's fees. */
export interface AfterFeesOptions {
  /** The seller's country (fee schedule and currency), e.g. 'US'. */
  country: string;
  /** The sale came through an offsite ad (15%, or 12% from 10,000 USD a year). Off by default. */
  hasOffsiteAds?: boolean;
  /** Trailing 365-day revenue in the country's currency (major units); decides the offsite ads rate. */
  annualRevenue?: number | null;
  /** The buyer pays the row's shipping at checkout on top of the price. Off by default (see above). */
  chargeShipping?: boolean;
}

/** An amount typed by the seller: missing, not finite or negative counts as 0, like suggestedPrice. */
const amount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, MAX_AMOUNT) : 0;

/** The calculator request for one item of a product row (forward mode at `sellingPrice`). */
export function productRequest(
  costs: ProductCosts,
  options: AfterFeesOptions,
  sellingPrice = 0,
): TCalculationRequest {
  const shipping = amount(costs.shipping_cost);
  return {
    mode: 'forward',
    country: options.country.toUpperCase(),
    quantity: 1,
    selling_price: amount(sellingPrice),
    product_cost: amount(costs.product_cost),
    printing_cost: amount(costs.printing_cost),
    packaging_cost: amount(costs.packaging_cost),
    additional_costs: amount(costs.additional_costs),
    shipping_cost: shipping,
    free_shipping: !options.chargeShipping,
    has_offsite_ads: options.hasOffsiteAds ?? false,
    annual_revenue: amount(options.annualRevenue),
  };
}

/** The fee engine's view of a row's order (throws for a country the tables do not know). */
function orderSpec(costs: ProductCosts, options: AfterFeesOptions): OrderSpec {
  return toOrderSpec(productRequest(costs, options));
}

/** What one price leaves after the marketplace's fees, in the country's currency (major units). */
export interface AfterFeesFigures {
  currency: string;
  sellingPrice: number;
  /** Listing, transaction, payment processing and (when on) offsite ads fees together. */
  totalFees: number;
  netProfit: number;
  /** Net profit as a share of what the buyer paid, percent to 2 decimals (0 at a price of 0, as the calculator). */
  profitMargin: number;
}

function figuresAt(spec: OrderSpec, priceMinor: number): AfterFeesFigures {
  const lines = linesAtPrice(spec, priceMinor);
  const major = (minor: number) => toMajor(minor, spec.minorDigits);
  return {
    currency: spec.currency,
    sellingPrice: major(priceMinor),
    totalFees: major(lines.marketplaceFees),
    netProfit: major(lines.netProfit),
    profitMargin: ratioPercent2dp(lines.netProfit, lines.marginBase),
  };
}

/**
 * The real margin after fees at `sellingPrice` (major units of the country's currency, taken to its minor
 * unit; missing or negative counts as 0).
 */
export function marginAfterFees(
  costs: ProductCosts,
  sellingPrice: number,
  options: AfterFeesOptions,
): AfterFeesFigures {
  const spec = orderSpec(costs, options);
  return figuresAt(spec, toMinor(amount(sellingPrice), spec.minorDigits));
}

export type PriceAfterFees =
  | ({ reachable: true; marginPercent: number } & AfterFeesFigures)
  | {
      reachable: false;
      marginPercent: number;
      currency: string;
      /** The margin no price reaches, in percent rounded down to 2 decimals (null when the cap was the limit). */
      ceilingPercent: number | null;
      /** Why, as a sentence for the seller. */
      message: string;
    };

/**
 * The smallest price, to the minor unit, whose margin after fees is at least `marginPercent` (a missing or
 * non-finite margin counts as 30, like suggestedPrice; one at or below 0 asks for the break-even price). One
 * minor unit less leaves a smaller margin. When no
 * price reaches the margin (it is at or above 100 minus the percentage fees, or it needs a price above the
 * calculator's largest amount), the answer says so instead of giving a number.
 */
export function priceForMarginAfterFees(
  costs: ProductCosts,
  marginPercent: number | null | undefined,
  options: AfterFeesOptions,
): PriceAfterFees {
  const margin =
    typeof marginPercent === 'number' && Number.isFinite(marginPercent)
      ? marginPercent
      : SUGGESTED_MARGIN_DEFAULT;
  const spec = orderSpec(costs, options);
  const ceiling = marginCeilingPpm(spec);
  // A margin at or above 100% is out before any ppm arithmetic (a huge one would overflow it).
  if (margin >= 100 || percentToPpm(margin) >= ceiling - 1) {
    const ceilingPercent = Math.floor(ceiling / 100) / 100;
    return {
      reachable: false,
      marginPercent: margin,
      currency: spec.currency,
      ceilingPercent,
      message:
        `No price reaches ${withArticle(`${margin}%`)} margin after fees in ${spec.country.name}: ` +
        `fees take a share of every sale, so the margin stays below ${ceilingPercent}%.`,
    };
  }
  const marginPpm = percentToPpm(margin);
  // The engine counts the margin of an empty order (price 0, nothing charged) as 0, so a 0% margin would be
  // "met" by giving the item away: at or below 0 the answer is the break-even price instead, the smallest
  // price that loses nothing, which is where the margin turns 0 on a real sale.
  const target: PriceTarget = marginPpm > 0 ? { kind: 'margin', marginPpm } : { kind: 'profit', profit: 0 };
  const price = solvePrice(spec, target, toMinor(MAX_AMOUNT, spec.minorDigits));
  if (price === null) {
    return {
      reachable: false,
      marginPercent: margin,
      currency: spec.currency,
      ceilingPercent: null,
      message: `No price up to the calculator's limit reaches ${withArticle(`${margin}%`)} margin after fees.`,
    };
  }
  return { reachable: true, marginPercent: margin, ...figuresAt(spec, price) };
}
