import { mulDivHalfUp, PPM } from './exact';
import type { OrderSpec } from './order';
import type { CountryFees } from './schedule';

/** Every line of one order (docs/FEES.md, forward steps 3-14), in minor units of the seller currency. */
export interface OrderLines {
  orderAmount: number;
  vat: number;
  buyerTotal: number;
  listing: number;
  transaction: number;
  processing: number;
  offsiteAds: number;
  regulatory: number;
  conversion: number;
  international: number;
  vatOnFees: number;
  marketplaceFees: number;
  netRevenue: number;
  netProfit: number;
  /** Gross revenue minus VAT: what the profit margin is a share of. */
  marginBase: number;
}

type PercentOf = (amount: number, ppm: number) => number;

/** Each fee line rounded half-up on its own, as the marketplace rounds each line. */
const roundedLine: PercentOf = (amount, ppm) => (ppm === 0 ? 0 : mulDivHalfUp(amount, ppm, PPM));
/** The same lines without rounding: the straight line the solver bounds the rounded profit with. */
const exactLine: PercentOf = (amount, ppm) => (amount * ppm) / PPM;

/** items = round(price * q * (1 - discount)) (step 1). */
export function itemsAmount(spec: OrderSpec, price: number): number {
  return mulDivHalfUp(price, spec.itemsFactor, PPM);
}

function linesFor(spec: OrderSpec, orderAmount: number, percentOf: PercentOf, exact: boolean): OrderLines {
  const vat = spec.vatIncluded
    ? exact
      ? (orderAmount * spec.vatPpm) / (PPM + spec.vatPpm)
      : mulDivHalfUp(orderAmount, spec.vatPpm, PPM + spec.vatPpm)
    : percentOf(orderAmount, spec.vatPpm);
  const buyerTotal = spec.vatIncluded ? orderAmount : orderAmount + vat;
  const listing = spec.listingFee;
  const transaction = percentOf(orderAmount, spec.transactionPpm);
  const processing = percentOf(buyerTotal, spec.processingPpm) + spec.processingFixed;
  const offsiteAds = Math.min(percentOf(orderAmount, spec.offsiteAdsPpm), spec.offsiteAdsCap);
  const regulatory = percentOf(orderAmount, spec.regulatoryPpm);
  const conversion = percentOf(buyerTotal, spec.conversionPpm);
  const international = percentOf(buyerTotal, spec.internationalExtraPpm);
  // Payment processing is a financial service and carries no VAT; the marketplace's other fees do.
  const vatOnFees = percentOf(
    listing + transaction + offsiteAds + regulatory + conversion,
    spec.vatOnFeesPpm,
  );
  const marketplaceFees =
    listing + transaction + processing + offsiteAds + regulatory + conversion + international + vatOnFees;
  const netRevenue = buyerTotal - marketplaceFees - vat;
  return {
    orderAmount,
    vat,
    buyerTotal,
    listing,
    transaction,
    processing,
    offsiteAds,
    regulatory,
    conversion,
    international,
    vatOnFees,
    marketplaceFees,
    netRevenue,
    netProfit: netRevenue - spec.totalCosts,
    marginBase: buyerTotal - vat,
  };
}

/** order_amount = items + shipping charged + gift wrap (steps 2-3). */
export function orderAmountAt(spec: OrderSpec, price: number): number {
  return itemsAmount(spec, price) + spec.shippingCharged + spec.giftWrap;
}

/** The order's lines for an order amount, rounded exactly as the marketplace does. */
export function orderLines(spec: OrderSpec, orderAmount: number): OrderLines {
  return linesFor(spec, orderAmount, roundedLine, false);
}

/** The same lines unrounded (fractions of a cent); never shown, only used to bound the search. */
export function unroundedLines(spec: OrderSpec, orderAmount: number): OrderLines {
  return linesFor(spec, orderAmount, exactLine, true);
}

/** Forward calculation at a price (minor units): the full set of lines. */
export function linesAtPrice(spec: OrderSpec, price: number): OrderLines {
  return orderLines(spec, orderAmountAt(spec, price));
}

/** An order as a file records it: what the buyer was charged, not a price to solve for. */
export interface ChargedOrder {
  /** Items after discount, plus shipping after its discount, plus gift wrap (minor units). */
  orderAmount: number;
  /** Sales tax or VAT the buyer paid on top (minor units); payment processing is charged on it too. */
  buyerTax: number;
  /** Items in the order: the listing fee is charged per item sold. */
  quantity: number;
  /** The offsite ads rate when the order came through an offsite ad, else 0. */
  offsiteAdsPpm: number;
}

export interface ChargedOrderFees {
  listing: number;
  transaction: number;
  processing: number;
  offsiteAds: number;
  total: number;
}

/**
 * The marketplace's fees on a recorded order (docs/FEES.md steps 6-10, the CSV tools' orders analysis): the same
 * rates and per-line rounding as the forward calculation, taken from the amounts the file gives instead of a
 * price. Payment processing is charged once per order on what the buyer paid, tax included.
 */
export function chargedOrderFees(fees: CountryFees, order: ChargedOrder): ChargedOrderFees {
  const amount = Math.max(0, order.orderAmount);
  const listing = fees.listingFeePerItem * order.quantity;
  const transaction = roundedLine(amount, fees.transactionPpm);
  const processing =
    roundedLine(amount + Math.max(0, order.buyerTax), fees.processingPpm) + fees.processingFixed;
  const offsiteAds = Math.min(roundedLine(amount, order.offsiteAdsPpm), fees.offsiteAdsCap);
  return {
    listing,
    transaction,
    processing,
    offsiteAds,
    total: listing + transaction + processing + offsiteAds,
  };
}
