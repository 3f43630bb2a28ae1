import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCountry } from '../countries/countries';
import { chargedOrderFees } from '../fees/evaluate';
import { splitByWeight } from './split';
import { countryFees } from '../fees/schedule';
import { analyseOrders } from './orders';

const HEADER = [
  'Sale Date',
  'Item Name',
  'Quantity',
  'Price',
  'Discount Amount',
  'Order Shipping',
  'Order Sales Tax',
  'Currency',
  'Order ID',
  'SKU',
];

/** Cents as files write them, a negative amount in one of the ways real exports do. */
function money(cents: number, style: number): string {
  const size = Math.abs(cents);
  const plain = `${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
  if (cents >= 0) return style % 2 === 0 ? `$${plain}` : plain;
  return [`-$${plain}`, `-${plain}`, `$-${plain}`, `(${plain})`][style % 4] as string;
}

const saleCase = fc.record({ price: fc.nat(50_000), quantity: fc.integer({ min: 1, max: 4 }) });
const orderCase = fc.record({
  items: fc.array(saleCase, { minLength: 1, maxLength: 3 }),
  /** Refund lines of this order (cents, at least one). */
  refunds: fc.array(fc.integer({ min: 1, max: 60_000 }), { maxLength: 2 }),
  shipping: fc.nat(2_000),
  discount: fc.nat(1_000),
  tax: fc.nat(3_000),
});
const fileCase = fc.record({
  orders: fc.array(orderCase, { minLength: 1, maxLength: 8 }),
  /** Refunds of orders whose sale is not in the file. */
  outside: fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 3 }),
  /** Where each line goes: the file's lines in any order. */
  seed: fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
  style: fc.nat(7),
});

interface Line {
  cells: string[];
  refund: number | null;
}

describe('refunds and negative lines mixed into generated sold order items files', () => {
  it('are charged no fee or cost, are no order or item, and leave each order’s fees the engine’s for its sale', () => {
    const fees = countryFees(findCountry('US')!);
    fc.assert(
      fc.property(fileCase, (c) => {
        const lines: Line[] = [];
        c.orders.forEach((order, o) => {
          const discount = Math.min(
            order.discount,
            order.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
          );
          const common = [money(discount, c.style), money(order.shipping, c.style), money(order.tax, 0)];
          order.items.forEach((item, i) => {
            lines.push({
              refund: null,
              cells: [
                '03/14/26',
                `Item ${o}-${i}`,
                String(item.quantity),
                money(item.price, c.style + i),
                ...common,
                'USD',
                `A${o}`,
                '',
              ],
            });
          });
          order.refunds.forEach((cents, r) => {
            // A refund line repeats whatever the export puts in the order-level columns; none of it counts.
            lines.push({
              refund: cents,
              cells: [
                '03/20/26',
                `Item ${o}-0`,
                '1',
                money(-cents, c.style + r),
                ...common,
                'USD',
                `A${o}`,
                '',
              ],
            });
          });
        });
        c.outside.forEach((cents, r) => {
          lines.push({
            refund: cents,
            cells: ['03/21/26', 'Old sale', '1', money(-cents, r), '0', '0', '0', 'USD', `OLD${r}`, ''],
          });
        });
        // Shuffle: refund lines come before, between and after their sale's lines.
        const shuffled = lines
          .map((line, i) => ({ line, key: c.seed[i % c.seed.length]! * 1000 + i }))
          .sort((a, b) => a.key - b.key)
          .map(({ line }) => line);
        const text = [HEADER, ...shuffled.map((line) => line.cells)]
          .map((cells) => cells.map((cell) => (/[,"]/.test(cell) ? `"${cell}"` : cell)).join(','))
          .join('\n');
        const result = analyseOrders(text, { country: 'US', defaultCostPerItem: 1 });
        if (!result.ok) throw new Error(result.reason);
        expect(result.errors).toEqual([]);

        // Every refund line is a refund, never an item; every sale line is an item.
        const refundRows = new Set<number>();
        shuffled.forEach((line, i) => {
          if (line.refund !== null) refundRows.add(i + 2);
        });
        expect(new Set(result.refunds.map((r) => r.row))).toEqual(refundRows);
        for (const item of result.items) expect(refundRows.has(item.row)).toBe(false);
        expect(result.items).toHaveLength(lines.length - refundRows.size);
        for (const refund of result.refunds) {
          const line = shuffled[refund.row - 2]!;
          expect(Math.round(refund.amount * 100)).toBe(-(line.refund as number));
          expect(refund.order_in_file).toBe(!refund.order_id.startsWith('OLD'));
        }

        const cents = (major: number) => Math.round(major * 100);
        // Only sales are orders: the refunds of orders not in the file make none.
        expect(new Set(result.orders.map((order) => order.order_id))).toEqual(
          new Set(c.orders.map((_, o) => `A${o}`)),
        );
        expect(result.summary.orders).toBe(c.orders.length);
        c.orders.forEach((order, o) => {
          const totals = result.orders.find((t) => t.order_id === `A${o}`)!;
          const value = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
          const discount = Math.min(order.discount, value);
          const amount = value - discount + order.shipping;
          const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);
          const refunded = order.refunds.reduce((sum, refund) => sum + refund, 0);
          const values = order.items.map((item) => item.price * item.quantity);
          const discountShares = splitByWeight(discount, values);
          const engine = chargedOrderFees(fees, {
            itemLines: values.map((v, i) => v - discountShares[i]!),
            shipping: order.shipping,
            giftWrap: 0,
            buyerTax: order.tax,
            quantity,
            offsiteAdsPpm: 0,
          });
          // The fees and costs of the sale alone; the refunds only lower revenue and profit.
          expect(cents(totals.total_fees)).toBe(engine.total);
          expect(cents(totals.transaction_fee)).toBe(engine.transaction);
          expect(cents(totals.processing_fee)).toBe(engine.processing);
          expect(cents(totals.listing_fee)).toBe(engine.listing);
          expect(cents(totals.cogs)).toBe(quantity * 100);
          expect(cents(totals.gross_revenue)).toBe(amount - refunded);
          expect(cents(totals.net_profit)).toBe(amount - refunded - engine.total - quantity * 100);
          expect(totals.refunds).toBe(order.refunds.length);
          expect(cents(totals.refund_amount)).toBe(0 - refunded);
          // Its item lines carry the sale only: they add up to the engine's figures for the positive lines.
          const items = result.items.filter((item) => item.order_id === `A${o}`);
          const sum = (pick: (item: (typeof items)[number]) => number) =>
            items.reduce((total, item) => total + cents(pick(item)), 0);
          expect(sum((i) => i.gross_revenue)).toBe(amount);
          expect(sum((i) => i.total_fees)).toBe(engine.total);
          expect(sum((i) => i.cogs)).toBe(quantity * 100);
          for (const item of items) {
            expect(item.flags.includes('REFUNDED')).toBe(order.refunds.length > 0);
          }
        });
        // A refund is never named as a loss of an item.
        const loss = result.recommendations.find((line) => line.includes('The largest loss'));
        if (loss) expect(loss).not.toMatch(/'Old sale'/);
        const allRefunded =
          c.orders.reduce((sum, order) => sum + order.refunds.reduce((a, b) => a + b, 0), 0) +
          c.outside.reduce((a, b) => a + b, 0);
        expect(result.summary.refunds).toBe(refundRows.size);
        expect(cents(result.summary.refund_amount)).toBe(0 - allRefunded);
        expect(cents(result.summary.total_fees)).toBe(
          result.orders.reduce((sum, order) => sum + cents(order.total_fees), 0),
        );
      }),
      { numRuns: 100 },
    );
  });
});
