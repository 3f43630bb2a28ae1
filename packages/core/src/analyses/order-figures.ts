/**
 * One order's figures in minor units (the orders analysis, orders.ts): the engine's fees on the amounts the file
 * records, shared across its items by value so the item lines add up to the order to the minor unit; each item's
 * cost of goods, gift wrap and postage; the order's refunds, which lower its revenue and nothing else.
 */
import { chargedOrderFees } from '../fees/evaluate';
import type { AnalysisContext } from './context';
import { resolveCost } from './costs';
import type { OrderGroup } from './order-rows';
import { splitByWeight } from './split';
import type { CostSource } from './types';

/** Item lines in minor units, before conversion to the answer's major units. */
export interface ItemFigures {
  itemRevenue: number;
  shipping: number;
  discount: number;
  giftWrap: number;
  gross: number;
  transaction: number;
  processing: number;
  listing: number;
  offsiteAds: number;
  fees: number;
  cogs: number;
  /** The share of the order's postage (the shipping label the seller paid for). */
  postage: number;
  net: number;
  costSource: CostSource;
}

export interface AnalysedOrder {
  group: OrderGroup;
  items: ItemFigures[];
  totals: ItemFigures;
  buyerTax: number;
  /** The order's refund lines, in all (minor units, positive). */
  refunded: number;
  difference: number | null;
}

export function analyseOrder(group: OrderGroup, context: AnalysisContext): AnalysedOrder {
  const { lines, amounts } = group;
  const revenue = lines.map((line) => line.itemRevenue);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const itemsValue = revenue.reduce((sum, value) => sum + value, 0);
  const netShipping = amounts.shipping - amounts.shippingDiscount;
  const orderAmount = itemsValue - amounts.discount + netShipping + amounts.giftWrap;
  const share = (amount: number) => splitByWeight(amount, revenue);
  const discount = share(amounts.discount);
  // The marketplace posts a transaction fee per item line, on the line's amount after its discount share.
  const fees = chargedOrderFees(context.fees, {
    itemLines: revenue.map((value, i) => value - (discount[i] as number)),
    shipping: netShipping,
    giftWrap: amounts.giftWrap,
    buyerTax: amounts.buyerTax,
    quantity,
    offsiteAdsPpm: amounts.offsiteAds ? context.offsiteAdsPpm : 0,
  });
  const shipping = share(netShipping);
  const giftWrap = share(amounts.giftWrap);
  const sharedTransaction = share(fees.transactionShipping + fees.transactionGiftWrap);
  const transaction = fees.transactionLines.map((line, i) => line + (sharedTransaction[i] as number));
  const processing = share(fees.processing);
  const offsiteAds = share(fees.offsiteAds);
  const orderPostage = amounts.postage ?? context.postagePerOrderMinor;
  const postage = share(orderPostage);
  const items = lines.map((line, i): ItemFigures => {
    const cost = resolveCost(
      line.costFromFile,
      context.costs,
      line.sku,
      line.title,
      context.defaultCostMinor,
    );
    // The listing fee is charged per item sold, so each line's share is exact without splitting.
    const listing = context.fees.listingFeePerItem * line.quantity;
    const itemShipping = shipping[i] as number;
    const itemDiscount = discount[i] as number;
    const itemGiftWrap = giftWrap[i] as number;
    const itemTransaction = transaction[i] as number;
    const itemProcessing = processing[i] as number;
    const itemOffsiteAds = offsiteAds[i] as number;
    const cogs = cost.perItem * line.quantity;
    const gross = line.itemRevenue - itemDiscount + itemShipping + itemGiftWrap;
    const itemFees = itemTransaction + itemProcessing + itemOffsiteAds + listing;
    const itemPostage = postage[i] as number;
    return {
      itemRevenue: line.itemRevenue,
      shipping: itemShipping,
      discount: itemDiscount,
      giftWrap: itemGiftWrap,
      gross,
      transaction: itemTransaction,
      processing: itemProcessing,
      listing,
      offsiteAds: itemOffsiteAds,
      fees: itemFees,
      cogs,
      postage: itemPostage,
      // Gift wrap is revenue and, bought by the seller, a cost too (docs/FEES.md step 12).
      net: gross - itemFees - cogs - itemGiftWrap - itemPostage,
      costSource: cost.source,
    };
  });
  const sum = (pick: (item: ItemFigures) => number) => items.reduce((total, item) => total + pick(item), 0);
  const refunded = group.refunds.reduce((total, refund) => total + refund.amount, 0);
  const totals: ItemFigures = {
    itemRevenue: itemsValue,
    shipping: netShipping,
    discount: amounts.discount,
    giftWrap: amounts.giftWrap,
    gross: orderAmount - refunded,
    transaction: fees.transaction,
    processing: fees.processing,
    listing: fees.listing,
    offsiteAds: fees.offsiteAds,
    fees: fees.total,
    cogs: sum((item) => item.cogs),
    postage: orderPostage,
    net: orderAmount - refunded - fees.total - sum((item) => item.cogs) - amounts.giftWrap - orderPostage,
    costSource: 'file',
  };
  return {
    group,
    items,
    totals,
    buyerTax: amounts.buyerTax,
    refunded,
    difference: amounts.chargedProcessing === null ? null : amounts.chargedProcessing - fees.processing,
  };
}
