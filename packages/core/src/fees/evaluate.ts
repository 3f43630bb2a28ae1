import { mulDivHalfUp, PPM } from './exact';
import type { OrderSpec } from './order';
import type { CountryFees } from './schedule';

/** Every line of one order (docs/FEES.md, forward steps 3-14), in minor units of the seller currency. */
export interface OrderLines {
  orderAmount: number;
  vat: number;
  buyerTotal: number;
  listing: number;
  /** The three transaction fee lines the marketplace posts, each rounded on its own (step 7), and their sum. */
  transactionItems: number;
  transactionShipping: number;
  transactionGiftWrap: number;
  transaction: number;
  processing: number;
  offsiteAds: number;
  regulatory: number;
  conversion: number;
  international: number;
  /** VAT on the marketplace's fees, posted as two lines: on its services, and on payment processing. */
  vatOnSellerServices: number;
  vatOnProcessing: number;
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
  // One posted line for the items, one for shipping, one for gift wrap (step 7): rounding each on its own can
  // differ by a cent from rounding their sum.
  const transactionItems = percentOf(orderAmount - spec.shippingCharged - spec.giftWrap, spec.transactionPpm);
  const transactionShipping = percentOf(spec.shippingCharged, spec.transactionPpm);
  const transactionGiftWrap = percentOf(spec.giftWrap, spec.transactionPpm);
  const transaction = transactionItems + transactionShipping + transactionGiftWrap;
  const processing = percentOf(buyerTotal, spec.processingPpm) + spec.processingFixed;
  const offsiteAds = Math.min(percentOf(orderAmount, spec.offsiteAdsPpm), spec.offsiteAdsCap);
  const regulatory = percentOf(orderAmount, spec.regulatoryPpm);
  const conversion = percentOf(buyerTotal, spec.conversionPpm);
  const international = percentOf(buyerTotal, spec.internationalExtraPpm);
  // The statement posts VAT on the marketplace's services (listing, transaction, regulatory, offsite ads) and
  // VAT on payment processing as separate lines, each rounded on its own.
  const vatOnSellerServices = percentOf(listing + transaction + offsiteAds + regulatory, spec.vatOnFeesPpm);
  const vatOnProcessing = percentOf(processing + international, spec.vatOnFeesPpm);
  const vatOnFees = vatOnSellerServices + vatOnProcessing;
  const marketplaceFees =
    listing + transaction + processing + offsiteAds + regulatory + conversion + international + vatOnFees;
  const netRevenue = buyerTotal - marketplaceFees - vat;
  return {
    orderAmount,
    vat,
    buyerTotal,
    listing,
    transactionItems,
    transactionShipping,
    transactionGiftWrap,
    transaction,
    processing,
    offsiteAds,
    regulatory,
    conversion,
    international,
    vatOnSellerServices,
    vatOnProcessing,
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
  /** Each item line's amount after its share of the discount (minor units): one transaction fee each. */
  itemLines: readonly number[];
  /** Shipping charged after its discount, and gift wrap (minor units): one transaction fee each. */
  shipping: number;
  giftWrap: number;
  /** Sales tax or VAT the buyer paid on top (minor units); payment processing is charged on it too. */
  buyerTax: number;
  /** Items in the order: the listing fee is charged per item sold. */
  quantity: number;
  /** The offsite ads rate when the order came through an offsite ad, else 0. */
  offsiteAdsPpm: number;
}

export interface ChargedOrderFees {
  listing: number;
  /** One transaction fee per item line, in the order of `itemLines`. */
  transactionLines: number[];
  transactionShipping: number;
  transactionGiftWrap: number;
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
  const itemLines = order.itemLines.map((line) => Math.max(0, line));
  const shipping = Math.max(0, order.shipping);
  const giftWrap = Math.max(0, order.giftWrap);
  const amount = itemLines.reduce((sum, line) => sum + line, 0) + shipping + giftWrap;
  const listing = fees.listingFeePerItem * order.quantity;
  const transactionLines = itemLines.map((line) => roundedLine(line, fees.transactionPpm));
  const transactionShipping = roundedLine(shipping, fees.transactionPpm);
  const transactionGiftWrap = roundedLine(giftWrap, fees.transactionPpm);
  const transaction =
    transactionLines.reduce((sum, line) => sum + line, 0) + transactionShipping + transactionGiftWrap;
  const processing =
    roundedLine(amount + Math.max(0, order.buyerTax), fees.processingPpm) + fees.processingFixed;
  const offsiteAds = Math.min(roundedLine(amount, order.offsiteAdsPpm), fees.offsiteAdsCap);
  return {
    listing,
    transactionLines,
    transactionShipping,
    transactionGiftWrap,
    transaction,
    processing,
    offsiteAds,
    total: listing + transaction + processing + offsiteAds,
  };
}
