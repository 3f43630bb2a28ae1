import { compareProducts, mulDivCeil, PPM } from './exact';
import { itemsAmount, orderAmountAt, orderLines, unroundedLines, type OrderLines } from './evaluate';
import type { OrderSpec } from './order';

/** What reverse mode asks for: a profit on the order (minor units) or a margin (ppm, 40% = 400_000). */
export type PriceTarget = { kind: 'profit'; profit: number } | { kind: 'margin'; marginPpm: number };

export function meetsTarget(lines: OrderLines, target: PriceTarget): boolean {
  if (target.kind === 'profit') return lines.netProfit >= target.profit;
  // The margin is defined as 0 when there is nothing to take a share of (docs/FEES.md step 14).
  if (lines.marginBase <= 0) return target.marginPpm <= 0;
  return compareProducts(lines.netProfit, PPM, target.marginPpm, lines.marginBase) >= 0;
}

/**
 * How far the rounded target slack can be from the unrounded one, in minor units. Each separately rounded
 * line is off by at most half a unit: VAT, three transaction lines (items, shipping, gift wrap), processing,
 * offsite ads, regulatory, conversion, international, VAT on fees; VAT on fees also carries its base's error
 * and processing the VAT's. 16 bounds them all with room to spare; it only widens the window that is checked
 * cent by cent.
 */
export const ROUNDING_BOUND = 16;
/** Safety net against a bug turning the scan endless; the analysis keeps real scans far below this. */
const MAX_STEPS = 5_000_000;

/** How much the order is over (>= 0) or under (< 0) the target, without rounding any line. */
function unroundedSlack(spec: OrderSpec, orderAmount: number, target: PriceTarget): number {
  const lines = unroundedLines(spec, orderAmount);
  return target.kind === 'profit'
    ? lines.netProfit - target.profit
    : lines.netProfit - (target.marginPpm / PPM) * lines.marginBase;
}

/** The smallest price (minor units) whose items amount is at least `items`. */
function smallestPriceForItems(spec: OrderSpec, items: number): number {
  if (items <= 0) return 0;
  return mulDivCeil(2 * items - 1, PPM, 2 * spec.itemsFactor);
}

interface Segment {
  from: number;
  to: number;
}

/**
 * Order amounts where the unrounded profit is a straight line: one piece, or two when the offsite-ads cap
 * bends it. Within a piece the slack is linear, so where it is >= -ROUNDING_BOUND is one interval.
 */
function linearPieces(spec: OrderSpec): Segment[] {
  const start = spec.shippingCharged + spec.giftWrap;
  if (spec.offsiteAdsPpm === 0) return [{ from: start, to: Infinity }];
  const capReachedAt = (spec.offsiteAdsCap * PPM) / spec.offsiteAdsPpm;
  if (capReachedAt <= start) return [{ from: start, to: Infinity }];
  return [
    { from: start, to: capReachedAt },
    { from: capReachedAt, to: Infinity },
  ];
}

function candidateRange(spec: OrderSpec, piece: Segment, target: PriceTarget): Segment | null {
  const probe = Number.isFinite(piece.to) ? piece.to : piece.from + 1_000_000;
  const atStart = unroundedSlack(spec, piece.from, target);
  const slope = (unroundedSlack(spec, probe, target) - atStart) / (probe - piece.from);
  const zeroAt = piece.from + (-ROUNDING_BOUND - atStart) / slope;
  if (slope > 0) return zeroAt <= piece.to ? { from: Math.max(piece.from, zeroAt), to: piece.to } : null;
  if (atStart < -ROUNDING_BOUND) return null;
  return { from: piece.from, to: slope < 0 ? Math.min(piece.to, zeroAt) : piece.to };
}

/** Percentage the margin can approach but never reach as the price grows (fixed costs vanish, the cap binds). */
export function marginCeilingPpm(spec: OrderSpec): number {
  const far = 1e12;
  const a = unroundedLines(spec, far);
  const b = unroundedLines(spec, 2 * far);
  return ((b.netProfit - a.netProfit) / (b.marginBase - a.marginBase)) * PPM;
}

/**
 * The smallest whole-unit price whose order meets the target, or null when no price up to `maxPrice` does.
 *
 * Per-line rounding makes profit wobble by a cent or two as the price rises (two lines can round up on the
 * same cent), so a plain bisection could stop at a later crossing. Instead the unrounded profit, a straight
 * line on each side of the offsite-ads cap, bounds the rounded one within ROUNDING_BOUND: no price below where
 * that line reaches -ROUNDING_BOUND can meet the target, so checking every distinct order amount upward from
 * there finds the true smallest price, and the first one found is the answer.
 */
export function solvePrice(spec: OrderSpec, target: PriceTarget, maxPrice: number): number | null {
  if (spec.itemsFactor === 0) {
    // A 100% discount: the price changes nothing, so either every price meets the target or none does.
    return meetsTarget(orderLines(spec, orderAmountAt(spec, 0)), target) ? 0 : null;
  }
  let steps = 0;
  for (const piece of linearPieces(spec)) {
    const range = candidateRange(spec, piece, target);
    if (!range) continue;
    const firstItems = Math.floor(range.from) - 1 - spec.shippingCharged - spec.giftWrap;
    let price = smallestPriceForItems(spec, firstItems);
    while (price <= maxPrice) {
      if (++steps > MAX_STEPS) throw new Error('Price search did not settle');
      const items = itemsAmount(spec, price);
      const orderAmount = items + spec.shippingCharged + spec.giftWrap;
      if (orderAmount > range.to + 1) break;
      if (meetsTarget(orderLines(spec, orderAmount), target)) return price;
      // Prices that give the same items amount give the same order: skip to the next one that does not.
      price = Math.max(price + 1, smallestPriceForItems(spec, items + 1));
    }
  }
  return null;
}
