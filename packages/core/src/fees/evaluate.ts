import { mulDivHalfUp, PPM } from './exact';
import type { OrderSpec } from './order';

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
