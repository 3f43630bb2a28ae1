import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/read';
import { ORDERS_TEMPLATE } from '../csv/templates';
import { ordersCsv } from './exports';
import { analyseOrders } from './orders';
import { ordersToSalesRecords } from './sales-import';

function analysed(text: string) {
  const result = analyseOrders(text, { country: 'US', defaultCostPerItem: 5 });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const HEADER =
  'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Discount Amount,Shipping Discount,Order Shipping,' +
  'Order Sales Tax,Item Total,Currency,Order ID,SKU';

/**
 * A sold order items export: order 8001 (a necklace and a mug) with a refund line for the mug, then a refund of
 * order 7000, whose sale was in last year's file.
 */
const WITH_REFUNDS = [
  HEADER,
  '03/14/26,Silver necklace,ann,1,$42.00,,0,0,4.00,0,42.00,USD,8001,NECK',
  '03/14/26,Mug,ann,1,$28.00,,0,0,4.00,0,28.00,USD,8001,MUG',
  '03/20/26,Mug,ann,1,-$32.00,,0,0,0,0,-32.00,USD,8001,MUG',
  '03/21/26,Candle,bob,1,-$10.00,,0,0,0,0,-10.00,USD,7000,',
].join('\n');
const WITHOUT_REFUNDS = WITH_REFUNDS.split('\n').slice(0, 3).join('\n');

describe('refunds and negative lines in the orders analysis', () => {
  it('charges them no fee and no cost, counts them as no order or item, and lowers their order’s revenue', () => {
    const result = analysed(WITH_REFUNDS);
    const sale = analysed(WITHOUT_REFUNDS);
    // The sale's items are exactly what they are without the refund lines, but for the refund flag.
    expect(result.items.map(({ flags: _f, ...item }) => item)).toEqual(
      sale.items.map(({ flags: _f, ...item }) => item),
    );
    expect(result.items.every((item) => item.flags.includes('REFUNDED'))).toBe(true);
    expect(result.refunds).toEqual([
      {
        order_id: '8001',
        date: '2026-03-20',
        item_title: 'Mug',
        variant: '',
        sku: 'MUG',
        amount: -32,
        order_in_file: true,
        row: 4,
      },
      {
        order_id: '7000',
        date: '2026-03-21',
        item_title: 'Candle',
        variant: '',
        sku: '',
        amount: -10,
        order_in_file: false,
        row: 5,
      },
    ]);
    const [order] = result.orders;
    const [before] = sale.orders;
    if (!order || !before) throw new Error('no order');
    // The fees stay those of the sale (the fee credits are on the statement); revenue and profit drop by 32.00.
    expect(order).toMatchObject({
      order_id: '8001',
      total_fees: before.total_fees,
      cogs: before.cogs,
      refunds: 1,
      refund_amount: -32,
      gross_revenue: before.gross_revenue - 32,
    });
    expect(order.net_profit).toBeCloseTo(before.net_profit - 32, 10);
    expect(result.summary).toMatchObject({
      orders: 1,
      refunds: 2,
      refund_amount: -42,
      total_fees: sale.summary.total_fees,
      total_cogs: sale.summary.total_cogs,
      below_break_even: 0,
    });
    // Order 7000's refund is not in an order of this file, yet the money went back this period.
    expect(result.summary.gross_revenue).toBeCloseTo(sale.summary.gross_revenue - 42, 10);
    expect(result.summary.net_profit).toBeCloseTo(sale.summary.net_profit - 42, 10);
    expect(result.file).toMatchObject({ rows_read: 4, rows_analysed: 4 });
    const advice = result.recommendations.join(' ');
    expect(advice).not.toContain('largest loss');
    expect(advice).toContain(
      "2 refunds and adjustments gave back $42.00: each lowers its order's revenue and is charged no fees or costs. The marketplace credits part of its fees on a refund; those credits appear on your statement.",
    );
  });

  it('reads a refund line before its sale, and in our template and the sold orders export', () => {
    const template = [
      ORDERS_TEMPLATE.columns.join(','),
      '9,2026-05-02,Mug,,,1,-12.00,0,0,0,0,0,0,no',
      '9,2026-05-01,Mug,,,2,28.00,5.00,0,0,0,0,9.00,no',
    ].join('\n');
    const result = analysed(template);
    expect(result.orders).toEqual([
      expect.objectContaining({ order_id: '9', order_date: '2026-05-01', quantity: 2, refund_amount: -12 }),
    ]);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ shipping_revenue: 5, cogs: 18 });
    expect(result.warnings.join(' ')).not.toContain('another');

    const soldOrders = [
      'Sale Date,Order ID,Full Name,Number of Items,Currency,Order Value,Discount Amount,Shipping,Sales Tax,Card Processing Fees',
      '11/02/26,9101,Ann Example,1,USD,-29.00,0,0,0,0',
    ].join('\n');
    const adjustment = analysed(soldOrders);
    expect(adjustment.orders).toEqual([]);
    expect(adjustment.items).toEqual([]);
    expect(adjustment.refunds).toEqual([
      expect.objectContaining({ order_id: '9101', item_title: 'Refund or adjustment', amount: -29 }),
    ]);
    expect(adjustment.summary).toMatchObject({ orders: 0, total_fees: 0, total_cogs: 0, gross_revenue: -29 });
  });

  it('writes each refund line into the export with no fees or costs, and its order’s sales record net of it', () => {
    const result = analysed(WITH_REFUNDS);
    const rows = readCsv(ordersCsv(result.items, 'USD', result.refunds)).rows;
    const header = rows[0] as string[];
    const at = (row: string[], column: string) => row[header.indexOf(column)];
    const refundRows = rows.slice(1).filter((row) => at(row, 'line') === 'refund');
    expect(
      refundRows.map((row) => [at(row, 'order_id'), at(row, 'gross_revenue'), at(row, 'total_fees')]),
    ).toEqual([
      ['8001', '-32.00', '0.00'],
      ['7000', '-10.00', '0.00'],
    ]);
    expect(refundRows.map((row) => [at(row, 'cogs'), at(row, 'net_profit')])).toEqual([
      ['0.00', '-32.00'],
      ['0.00', '-10.00'],
    ]);
    const plan = ordersToSalesRecords(result);
    expect(plan.records).toHaveLength(1);
    expect(plan.records[0]?.selling_price).toBe(result.orders[0]?.gross_revenue);
  });
});
