/**
 * Pricing helpers of the seller's tools (suggested price, margin slider, price suggestions, sale planner,
 * bundles). Pure and browser-safe. Amounts come in and go out in major units (12.5 = 12.50) but every step in
 * between is an integer number of cents with the exact helpers of fees/exact.ts, so no float ever carries
 * money and every rounding is the one the rule names.
 *
 * The standalone helpers (suggestedPrice, priceSuggestions, salePlanner, bundlePricing) work in cents: every
 * country of the fee tables uses a two-decimal currency. The helpers that take a calculation request
 * (optimalPrice, bundleRequest) follow the request's country and currency through toOrderSpec.
 */
import { mulDivCeil, mulDivHalfUp, percentToPpm, PPM, toMajor, toMinor } from '../fees/exact';
import { toOrderSpec } from '../fees/order';
import type { TCalculationRequest } from '../fees/schemas';

const CENT_DIGITS = 2;

/** An amount typed by the seller: missing, empty, not a finite number or negative counts as 0 cents. */
function centsOf(major: number | null | undefined): number {
  if (typeof major !== 'number' || !Number.isFinite(major) || major <= 0) return 0;
  return toMinor(major, CENT_DIGITS);
}

const major = (cents: number) => toMajor(cents, CENT_DIGITS);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

// ---------------------------------------------------------------------------------------------------------
// 1. Suggested price (multi-product)
// ---------------------------------------------------------------------------------------------------------

/** The costs of one product, per item, in major units; the field names are the calculation request's. */
export interface ProductCosts {
  product_cost?: number | null;
  printing_cost?: number | null;
  shipping_cost?: number | null;
  packaging_cost?: number | null;
  additional_costs?: number | null;
}

/** The margin a missing or invalid margin counts as. */
export const SUGGESTED_MARGIN_DEFAULT = 30;
/** From this margin on the price is simply twice the cost. */
export const SUGGESTED_MARGIN_DOUBLE_FROM = 95;

/**
 * Suggested price of a product for a margin in percent, in major units rounded half-up to the cent:
 * cost = product + printing + shipping + packaging + additional; price = cost / (1 - margin/100), or 2 x cost
 * when margin >= 95, or 1.5 x cost when that result is above 100 x cost or below cost. A margin that is not a
 * finite number counts as 30. The division is exact: cost cents x 1_000_000 / (1_000_000 - margin ppm), half-up;
 * the margin is resolved to 0.0001 percent (percentToPpm), like every rate of the calculator.
 */
export function suggestedPrice(costs: ProductCosts, margin?: number | null): number {
  const cost =
    centsOf(costs.product_cost) +
    centsOf(costs.printing_cost) +
    centsOf(costs.shipping_cost) +
    centsOf(costs.packaging_cost) +
    centsOf(costs.additional_costs);
  const marginPercent = isFiniteNumber(margin) ? margin : SUGGESTED_MARGIN_DEFAULT;
  const fallback = () => mulDivHalfUp(cost, 3, 2);

  let price: number;
  if (marginPercent >= SUGGESTED_MARGIN_DOUBLE_FROM) {
    price = 2 * cost;
  } else if (marginPercent < 0) {
    // cost / (1 - m) with m < 0 is below the cost, so the below-cost rule applies. Decided here, without
    // dividing, because a huge negative margin would overflow the ppm denominator.
    return major(cost > 0 ? fallback() : 0);
  } else {
    // 0 <= margin < 95; a margin within 0.00005 of 95 rounds to 950_000 ppm, still a positive denominator.
    price = mulDivHalfUp(cost, PPM, PPM - percentToPpm(marginPercent));
  }
  if (price > 100 * cost || price < cost) price = fallback();
  return major(price);
}

// ---------------------------------------------------------------------------------------------------------
// 2. Optimal price (margin slider)
// ---------------------------------------------------------------------------------------------------------

/** The margin slider of the optimal-price tool, in percent. */
export const OPTIMAL_MARGIN = { min: 10, max: 80, step: 5, default: 40 } as const;

/**
 * The price per item that leaves `marginPercent` of it after costs, the transaction fee and payment
 * processing, in the request currency's major units (half-up), or null when no price does (the fee rates
 * plus the margin reach 100%):
 *
 *   price = (costs + listing fee / quantity + fixed fee) / (1 - (transaction rate + processing rate + margin/100))
 *
 * The request is the calculator form's own request, read through toOrderSpec, so the country's fee schedule,
 * the currency and the cost fields mean exactly what they mean in calculate():
 * - costs = the order's total costs / quantity: per-item costs plus this item's share of shipping, gift wrap
 *   and marketing;
 * - listing fee / quantity = the order's listing fee / quantity, i.e. the listing fee of one item;
 * - fixed fee = the country's fixed processing fee, counted whole as the formula has it (for quantity 1 this
 *   is the order's exact fee; for larger orders the price comes out slightly above the margin, never below);
 * - rates = the country's transaction and payment-processing rates. Offsite ads, discounts, VAT, the optional
 *   charges and shipping charged to the buyer are not part of the formula and are left out.
 * Computed exactly as (total costs + listing fee + quantity x fixed) x 1_000_000 / (quantity x denominator ppm).
 * A margin that is not a finite number counts as the slider default (40); any finite margin is accepted.
 */
export function optimalPrice(request: TCalculationRequest, marginPercent: number): number | null {
  const spec = toOrderSpec(request);
  const margin = isFiniteNumber(marginPercent) ? marginPercent : OPTIMAL_MARGIN.default;
  if (margin >= 100) return null; // also keeps an enormous margin out of the ppm arithmetic
  const denominator = PPM - spec.transactionPpm - spec.processingPpm - percentToPpm(margin);
  if (denominator <= 0) return null;
  const quantity = spec.quantity;
  const numerator = spec.totalCosts + spec.listingFee + quantity * spec.processingFixed;
  return toMajor(mulDivHalfUp(numerator, PPM, quantity * denominator), spec.minorDigits);
}

// ---------------------------------------------------------------------------------------------------------
// 3. Price suggestions
// ---------------------------------------------------------------------------------------------------------

/** Multipliers of the target price, in ppm (0.85 = 850_000). */
const SUGGESTION_MULTIPLIERS_PPM = [850_000, 950_000, 1_050_000, 1_150_000, 1_250_000] as const;
export const PRICE_SUGGESTION_MULTIPLIERS: readonly number[] = SUGGESTION_MULTIPLIERS_PPM.map((m) => m / PPM);
/** The flat fee share the suggestions assume, in percent. */
export const PRICE_SUGGESTION_FEE_PERCENT = 9.5;
const QUARTER_CENTS = 25;

export interface PriceSuggestion {
  multiplier: number;
  price: number;
  estimatedFees: number;
  estimatedNet: number;
}

/**
 * Five charm prices around a target price: target x 0.85, 0.95, 1.05, 1.15 and 1.25, each rounded UP to a
 * quarter and then minus 0.01 (so they end in .24, .49, .74 or .99), with 9.5% estimated fees (half-up to the
 * cent) and what is left. The target is taken to the cent first; the product is rounded up exactly
 * (ceil(target cents x multiplier / 25) quarters), so 20.00 x 0.85 = 17.00 is already a quarter and gives 16.99.
 * A target that is not a finite number above 0 (or rounds to 0 cents) gives no suggestions: [].
 */
export function priceSuggestions(targetPrice: number): PriceSuggestion[] {
  const target = centsOf(targetPrice);
  if (target === 0) return [];
  const feePpm = percentToPpm(PRICE_SUGGESTION_FEE_PERCENT);
  return SUGGESTION_MULTIPLIERS_PPM.map((multiplierPpm) => {
    const price = mulDivCeil(target, multiplierPpm, PPM * QUARTER_CENTS) * QUARTER_CENTS - 1;
    const fees = mulDivHalfUp(price, feePpm, PPM);
    return {
      multiplier: multiplierPpm / PPM,
      price: major(price),
      estimatedFees: major(fees),
      estimatedNet: major(price - fees),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// 4. Sale planner
// ---------------------------------------------------------------------------------------------------------

/** The sale planner's discount slider, in percent. The default is not in the spec: 20% is a common sale. */
export const SALE_DISCOUNT = { min: 0, max: 70, step: 5, default: 20 } as const;

export interface SalePlan {
  /** The smallest list price (before the discount) whose discounted price still reaches the target. */
  minimumPrice: number;
  /** What the buyer pays: minimumPrice x (1 - discount), half-up to the cent (as calculate() discounts). */
  discountedPrice: number;
}

/**
 * The list price to set before a sale so that the buyer still pays at least `targetRevenue`:
 * target / (1 - discount/100) rounded up to the cent, taking into account that the discounted price is itself
 * rounded half-up. It is the smallest price p with round_half_up(p x (1 - d)) >= target, i.e.
 * ceil((2 x target - 1) x 1_000_000 / (2 x (1_000_000 - d ppm))) cents; one cent less misses the target. (That
 * is ceil(target / (1 - d)) or up to two cents below it, where the buyer's half-up rounding already reaches the
 * target.)
 * A target that is missing, not finite or negative counts as 0. Returns null for a discount that is not a
 * finite number in [0, 100): at 100% off no price reaches a target.
 */
export function salePlanner(targetRevenue: number, discountPercent: number): SalePlan | null {
  if (!isFiniteNumber(discountPercent) || discountPercent < 0 || discountPercent >= 100) return null;
  const keptPpm = PPM - percentToPpm(discountPercent);
  if (keptPpm <= 0) return null; // a discount within 0.00005 of 100
  const target = centsOf(targetRevenue);
  const minimum = target === 0 ? 0 : mulDivCeil(2 * target - 1, PPM, 2 * keptPpm);
  return { minimumPrice: major(minimum), discountedPrice: major(mulDivHalfUp(minimum, keptPpm, PPM)) };
}

// ---------------------------------------------------------------------------------------------------------
// 5. Bundle pricing
// ---------------------------------------------------------------------------------------------------------

export const BUNDLE_SIZES = [2, 3, 5, 10] as const;
export const BUNDLE_SIZE_DEFAULT = 3;
/** The bundle discount slider, in percent. The step is not in the spec: 5, like the other sliders. */
export const BUNDLE_DISCOUNT = { min: 5, max: 30, step: 5, default: 10 } as const;

export interface BundlePrice {
  /** round_half_up(unit x size x (1 - discount)). */
  bundlePrice: number;
  /** bundlePrice / size, half-up. */
  perItemPrice: number;
  /** unit x size - bundlePrice. */
  savings: number;
}

function validBundle(bundleSize: number, discountPercent: number): boolean {
  return (
    Number.isSafeInteger(bundleSize) &&
    bundleSize >= 1 &&
    isFiniteNumber(discountPercent) &&
    discountPercent >= 0 &&
    discountPercent <= 100
  );
}

/**
 * The price of `bundleSize` items at `discountPercent` off, to the cent. Any whole size from 1 and any discount
 * from 0 to 100 is computed (the form offers BUNDLE_SIZES and BUNDLE_DISCOUNT); anything else gives null. A unit
 * price that is missing, not finite or negative counts as 0.
 */
export function bundlePricing(
  unitPrice: number,
  bundleSize: number,
  discountPercent: number,
): BundlePrice | null {
  if (!validBundle(bundleSize, discountPercent)) return null;
  const full = centsOf(unitPrice) * bundleSize;
  const bundle = mulDivHalfUp(full, PPM - percentToPpm(discountPercent), PPM);
  return {
    bundlePrice: major(bundle),
    perItemPrice: major(mulDivHalfUp(bundle, 1, bundleSize)),
    savings: major(full - bundle),
  };
}

/**
 * The calculator request for one bundle: the same item (selling_price = the unit price, per-item costs) sold
 * as quantity = bundleSize at discount_rate = the bundle discount, in forward mode. calculate() discounts the
 * items exactly as bundlePricing does (half-up on unit x size x (1 - d)), so its result carries the bundle's
 * exact fees and profit; per-order amounts (shipping, gift wrap, marketing) stay once per order, since the
 * bundle ships as one order. The bundle discount replaces any discount of the request, and the request's
 * quantity is replaced by the bundle size. Null for the same invalid sizes and discounts as bundlePricing.
 */
export function bundleRequest(
  request: TCalculationRequest,
  bundleSize: number,
  discountPercent: number,
): TCalculationRequest | null {
  if (!validBundle(bundleSize, discountPercent)) return null;
  return { ...request, mode: 'forward', quantity: bundleSize, discount_rate: discountPercent };
}
