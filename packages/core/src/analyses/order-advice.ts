/**
 * The orders analysis' totals over the whole file and the advice drawn from them (advanced spec §2 "Orders
 * Analysis screen": summary and recommendations). Refunds and adjustments count in money, never as orders,
 * items or losses of an item.
 */
import { formatMajor, formatMoney } from '../currency/format';
import { PPM } from '../fees/exact';
import { percent1dp, type AnalysisContext } from './context';
import type { OrderItem } from './types';
import { percentIn } from './words';

/** Minor units by which a charged fee may differ from the engine's before the order is flagged. */
export const FEE_DIFFERENCE_TOLERANCE = 1;

/** What the tally needs of one analysed order (minor units). */
export interface OrderTally {
  totals: {
    gross: number;
    fees: number;
    cogs: number;
    giftWrap: number;
    postage: number;
    net: number;
    discount: number;
    offsiteAds: number;
  };
  difference: number | null;
}

export interface Tally {
  gross: number;
  fees: number;
  cogs: number;
  /** Gift wrap the seller bought, and postage paid. */
  giftWrap: number;
  postage: number;
  net: number;
  discount: number;
  discountedOrders: number;
  offsiteAds: number;
  offsiteOrders: number;
  differences: number;
  differenceTotal: number;
  /** Refund lines and their total size (minor units, positive), orders of other files included. */
  refunds: number;
  refundTotal: number;
}

/**
 * Sums the orders (whose gross and net already carry their own refunds) and the refunds of orders not in the
 * file, which lower the file's revenue and profit too.
 */
export function tally(
  orders: readonly OrderTally[],
  refunds: { count: number; total: number; outsideTotal: number },
): Tally {
  const t: Tally = {
    gross: -refunds.outsideTotal,
    fees: 0,
    cogs: 0,
    giftWrap: 0,
    postage: 0,
    net: -refunds.outsideTotal,
    discount: 0,
    discountedOrders: 0,
    offsiteAds: 0,
    offsiteOrders: 0,
    differences: 0,
    differenceTotal: 0,
    refunds: refunds.count,
    refundTotal: refunds.total,
  };
  for (const { totals, difference } of orders) {
    t.gross += totals.gross;
    t.fees += totals.fees;
    t.cogs += totals.cogs;
    t.giftWrap += totals.giftWrap;
    t.postage += totals.postage;
    t.net += totals.net;
    t.discount += totals.discount;
    if (totals.discount > 0) t.discountedOrders += 1;
    t.offsiteAds += totals.offsiteAds;
    if (totals.offsiteAds > 0) t.offsiteOrders += 1;
    if (difference !== null && Math.abs(difference) > FEE_DIFFERENCE_TOLERANCE) {
      t.differences += 1;
      t.differenceTotal += difference;
    }
  }
  return t;
}

export function recommendations(items: readonly OrderItem[], t: Tally, context: AnalysisContext): string[] {
  const { locale, orders: words } = context.words;
  const { currency } = context.fees;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const percent = percentIn(locale);
  const target = percent((context.targetMarginPpm / PPM) * 100);
  const advice: string[] = [];
  const losing = items.filter((item) => item.flags.includes('LOSS_MAKING'));
  if (losing.length > 0) {
    const worst = losing.reduce((a, b) => (b.net_profit < a.net_profit ? b : a));
    const loss = formatMajor(worst.net_profit, currency, locale);
    advice.push(words.losing(losing.length, items.length, worst.item_title, worst.order_id, loss));
  }
  const below = items.filter((item) => item.flags.includes('BELOW_TARGET')).length;
  if (below > 0) advice.push(words.belowTarget(below, items.length, target));
  else if (items.length > 0) advice.push(words.allOnTarget(target));
  if (t.gross > 0) advice.push(words.fees(money(t.fees), percent(percent1dp(t.fees, t.gross))));
  if (t.refunds > 0) advice.push(words.refunds(t.refunds, money(t.refundTotal)));
  if (t.discount > 0) advice.push(words.discounts(money(t.discount), t.discountedOrders));
  if (t.offsiteAds > 0) advice.push(words.offsiteAds(money(t.offsiteAds), t.offsiteOrders));
  if (t.differences > 0) {
    advice.push(
      words.feeDifferences(t.differences, money(FEE_DIFFERENCE_TOLERANCE), money(t.differenceTotal)),
    );
  }
  return advice;
}
