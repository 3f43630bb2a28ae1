import { describe, expect, it } from 'vitest';
import { LISTINGS_TEMPLATE, ORDERS_TEMPLATE, templateCsv } from '../csv/templates';
import { analyseOrders } from './orders';
import { ordersToSalesRecords, salesImportCounts } from './sales-import';
import type { OrderItem } from './types';

function analysed(text: string, options: Parameters<typeof analyseOrders>[1] = { country: 'US' }) {
  const result = analyseOrders(text, options);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const ITEMS_HEADER =
  'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,' +
  'Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Date Paid,Date Shipped,Ship Name,' +
  'Ship Address1,Ship City,Ship State,Ship Zipcode,Ship Country,Order ID,Variations,Order Type,Listings Type,' +
  'Payment Type,InPerson Discount,InPerson Location,VAT Paid by Buyer,SKU';

describe('analyseOrders', () => {
  it("works the orders template's example order out by hand (US)", () => {
    // Order 1001: mug 28.00 x 2 = 56.00 and towel 24.00 x 1; discount 5.60; shipping 6.00; sales tax 4.48.
    // Order amount 80.00 - 5.60 + 6.00 = 80.40. Transaction 6.5% = 5.226 -> 5.23. Processing 3% x (80.40 + 4.48)
    // = 2.5464 -> 2.55, + 0.25 = 2.80. Listing 0.20 x 3 = 0.60. Fees 8.63. Cost of goods 9.50 x 2 + 7.25 = 26.25.
    // Net 80.40 - 8.63 - 26.25 = 45.52. Split by value 56 : 24 (7 : 3): discount 3.92 / 1.68, shipping 4.20 / 1.80,
    // transaction 366.1 / 156.9 -> 3.66 / 1.57 (the left-over cent to the larger fraction), processing 1.96 / 0.84.
    // Postage 4.50 (the label, once per order): 3.15 / 1.35; net 45.52 - 4.50 = 41.02.
    const { items, orders, summary, file } = analysed(templateCsv(ORDERS_TEMPLATE));
    expect(file).toMatchObject({ format: 'orders_template', rows_read: 2, rows_analysed: 2 });
    const [mug, towel] = items as [OrderItem, OrderItem];
    expect(mug).toMatchObject({
      order_id: '1001',
      order_date: '2026-03-14',
      variant: 'Blue',
      quantity: 2,
      item_revenue: 56,
      discount_amount: 3.92,
      shipping_revenue: 4.2,
      gross_revenue: 56.28,
      transaction_fee: 3.66,
      processing_fee: 1.96,
      listing_fee: 0.4,
      offsite_ads_fee: 0,
      total_fees: 6.02,
      cogs: 19,
      cost_source: 'file',
      postage_cost: 3.15,
      gift_wrap_cost: 0,
      net_profit: 28.11,
      margin_percent: 49.95,
      flags: ['COUPON_APPLIED'],
    });
    expect(towel).toMatchObject({
      gross_revenue: 24.12,
      transaction_fee: 1.57,
      processing_fee: 0.84,
      listing_fee: 0.2,
      total_fees: 2.61,
      cogs: 7.25,
      postage_cost: 1.35,
      net_profit: 12.91,
      margin_percent: 53.52,
    });
    expect(orders).toEqual([
      expect.objectContaining({
        order_id: '1001',
        gross_revenue: 80.4,
        buyer_tax: 4.48,
        transaction_fee: 5.23,
        processing_fee: 2.8,
        listing_fee: 0.6,
        total_fees: 8.63,
        cogs: 26.25,
        postage_cost: 4.5,
        net_profit: 41.02,
        charged_processing_fee: null,
      }),
    ]);
    expect(summary).toEqual({
      below_break_even: 0,
      below_target_margin: 0,
      ok_margin: 2,
      avg_margin: 51, // 41.02 / 80.40
      net_profit: 41.02,
      gross_revenue: 80.4,
      total_fees: 8.63,
      total_cogs: 26.25,
      total_gift_wrap_cost: 0,
      total_postage_cost: 4.5,
      orders: 1,
      fee_differences: 0,
      default_cost_rows: 0,
      refunds: 0,
      refund_amount: 0,
    });
  });

  it('reads the sold order items export: order-level amounts once per order, costs from saved products', () => {
    const rows = [
      // Two lines of order 7001 repeat its shipping, discount and tax; one line of order 7002.
      `03/14/26,"Mug, blue",someone,2,$28.00,SAVE10,10% off,5.60,0.00,6.00,4.48,56.00,USD,1,11,03/14/26,,A B,1 St,City,ST,00000,United States,7001,"Colour: Blue",online,listing,online_cc,,,0.00,MUG-01`,
      `03/14/26,Tea towel,someone,1,24.00,SAVE10,10% off,5.60,0.00,6.00,4.48,24.00,USD,2,12,03/14/26,,A B,1 St,City,ST,00000,United States,7001,,online,listing,online_cc,,,0.00,`,
      `2026-04-02,Card,other,1,"1,000.00",,,--,--,0.00,0.00,"1,000.00",USD,3,13,,,C D,2 St,Town,ST,11111,United States,7002,,online,listing,online_cc,,,--,`,
    ];
    const file = '\uFEFF' + [ITEMS_HEADER, ...rows].join('\r\n') + '\r\n';
    const result = analysed(file, {
      country: 'US',
      defaultCostPerItem: 1,
      products: [
        { name: 'Something else', sku: 'MUG-01', costPerItem: 9.5, currency: 'USD' },
        { name: 'tea towel', costPerItem: 7.25, currency: 'USD' },
        { name: 'Card', costPerItem: 99, currency: 'EUR' }, // another currency: never used
      ],
    });
    expect(result.file).toMatchObject({ format: 'etsy_sold_order_items', rows_read: 3, rows_analysed: 3 });
    // Order 7001 is the template's order with other names: the same figures.
    expect(result.orders[0]).toMatchObject({
      order_id: '7001',
      gross_revenue: 80.4,
      total_fees: 8.63,
      net_profit: 45.52,
    });
    expect(result.items.map((i) => [i.item_title, i.cost_source, i.cogs])).toEqual([
      ['Mug, blue', 'product', 19],
      ['Tea towel', 'product', 7.25],
      ['Card', 'default', 1],
    ]);
    // 1,000.00: transaction 65.00, processing 30.00 + 0.25, listing 0.20.
    expect(result.orders[1]).toMatchObject({ order_id: '7002', order_date: '2026-04-02', total_fees: 95.45 });
    expect(result.items[2]?.flags).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('1 St'); // buyers' addresses never reach a result
  });

  it('puts the engine’s card processing fee beside the one the sold orders export says was charged', () => {
    const header =
      'Sale Date,Order ID,Buyer User ID,Full Name,Number of Items,Payment Method,Currency,Order Value,Coupon Code,' +
      'Discount Amount,Shipping Discount,Shipping,Sales Tax,Order Total,Status,Card Processing Fees,Order Net';
    const file = [
      header,
      // 29.00 + 4.00 shipping: processing 3% x 33.00 = 0.99 + 0.25 = 1.24 (charged 1.24: agrees).
      '11/02/26,9001,u1,Ann Example,1,Card,USD,29.00,,0,0,4.00,0,33.00,Completed,-1.24,30.00',
      // 50.00: processing 1.50 + 0.25 = 1.75 (charged 1.80: five cents more).
      '11/03/26,9002,u2,Bob Example,2,Card,USD,50.00,,0,0,0.00,0,50.00,Completed,1.80,47.00',
    ].join('\n');
    const result = analysed(file, { country: 'US', defaultCostPerItem: 2 });
    expect(result.file.format).toBe('etsy_sold_orders');
    expect(
      result.orders.map((o) => [o.processing_fee, o.charged_processing_fee, o.processing_fee_difference]),
    ).toEqual([
      [1.24, 1.24, 0],
      [1.75, 1.8, 0.05],
    ]);
    expect(result.items[1]).toMatchObject({
      item_title: 'Order of 2 items',
      quantity: 2,
      cogs: 4,
      flags: ['FEE_DIFFERS'],
    });
    expect(result.summary.fee_differences).toBe(1);
    expect(result.recommendations.join(' ')).toContain(
      'In 1 order the card processing fee charged differs from the fee schedule by more than $0.01 ($0.05 in all).',
    );
  });

  it('flags loss-making lines, offsite ads and the target margin', () => {
    const file = [
      ORDERS_TEMPLATE.columns.join(','),
      '1,2026-05-01,Cheap thing,,,1,3.00,0,0,0,0,0,2.50,no',
      '2,2026-05-02,Big sale,,,1,100.00,0,0,0,0,0,30.00,yes',
    ].join('\n');
    const result = analysed(file, { country: 'US', targetMargin: 0.5, annualSales: 20_000 });
    expect(result.items[0]?.flags).toEqual(['LOSS_MAKING', 'BELOW_TARGET']);
    // Offsite ads at 12% (annual sales of 20,000 USD are over the 10,000 threshold): 12.00 on 100.00.
    expect(result.items[1]).toMatchObject({ offsite_ads_fee: 12, flags: ['BELOW_TARGET', 'OFFSITE_ADS'] });
    expect(result.summary).toMatchObject({ below_break_even: 1, below_target_margin: 2, ok_margin: 0 });
  });

  it('leaves out a whole order when one of its lines cannot be read, and analyses the rest', () => {
    const file = [
      ORDERS_TEMPLATE.columns.join(','),
      '1,2026-05-01,A,,,1,10.00,0,0,0,0,0,1,no',
      '1,2026-05-01,B,,,x,10.00,0,0,0,0,0,1,no',
      '2,13/40/26,C,,,1,10.00,0,0,0,0,0,1,no',
      '3,2026-05-01,D,,,1,10.00,0,0,0,0,0,1,no',
    ].join('\n');
    const result = analysed(file);
    expect(result.items.map((i) => i.item_title)).toEqual(['D']);
    expect(result.errors).toEqual([
      "Row 3, column 'quantity': 'x' is not a quantity.",
      'Order 1 (rows 2, 3) is left out: its fees depend on every line of the order.',
      "Row 4, column 'order_date': '13/40/26' is not a date on the calendar (month first: MM/DD/YY).",
    ]);
  });

  it('accepts only order files', () => {
    const result = analyseOrders(templateCsv(LISTINGS_TEMPLATE), { country: 'US' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/The orders template needs the columns order_id/);
  });
});

describe('ordersToSalesRecords', () => {
  it('is counted beforehand exactly as it builds: the records it would add and why the others cannot be', () => {
    const result = analysed(templateCsv(ORDERS_TEMPLATE));
    const order = result.orders[0]!;
    const mixed = {
      ...result,
      orders: [
        order,
        { ...order, order_id: '1002', order_date: null },
        { ...order, order_id: '1003', gross_revenue: -5 },
        { ...order, order_id: '1004', order_date: '1999-12-31' },
      ],
    };
    const plan = ordersToSalesRecords(mixed);
    expect(plan.records.map((record) => record.import_key)).toEqual(['order:1001']);
    expect(plan.skipped).toHaveLength(3);
    expect(salesImportCounts(mixed)).toEqual({ records: 1, skipped: plan.skipped });
  });

  it('makes one record per order whose profit is the analysis net profit, keyed by the order id', () => {
    const result = analysed(templateCsv(ORDERS_TEMPLATE));
    const plan = ordersToSalesRecords(result);
    expect(plan).toEqual({
      skipped: [],
      records: [
        {
          import_key: 'order:1001',
          date: '2026-03-14',
          product_name: 'Hand-thrown stoneware mug, Linen tea towel, set of 2',
          selling_price: 80.4,
          total_costs: 39.38, // fees 8.63 + cost of goods 26.25 + postage 4.50
          quantity: 1,
          currency: 'USD',
        },
      ],
    });
  });
});

describe('gift wrap', () => {
  it('counts once per order in the order amount and is shared by value', () => {
    // Order: 10.00 + 30.00, gift wrap 4.00 on both lines (order-level). Amount 44.00; transaction 2.86;
    // processing 3% x 44.00 + 0.25 = 1.57; listing 0.40. Gift wrap shared 1.00 / 3.00.
    const header = ORDERS_TEMPLATE.columns.join(',');
    const file = [
      header,
      '5,2026-06-01,A,,,1,10.00,0,0,0,0,4.00,0,no',
      '5,2026-06-01,B,,,1,30.00,0,0,0,0,4.00,0,no',
    ].join('\n');
    const result = analysed(file);
    expect(result.orders[0]).toMatchObject({
      gross_revenue: 44,
      transaction_fee: 2.86,
      processing_fee: 1.57,
    });
    expect(result.items.map((i) => [i.gift_wrap, i.gross_revenue])).toEqual([
      [1, 11],
      [3, 33],
    ]);
  });

  it('is a cost of the seller as well as revenue (the fee model counts it as spent by the seller)', () => {
    // As above, costs 0: net = 44.00 - fees (0.40 + 2.86 + 1.57 = 4.83) - gift wrap 4.00 = 35.17.
    const file = [
      ORDERS_TEMPLATE.columns.join(','),
      '5,2026-06-01,A,,,1,10.00,0,0,0,0,4.00,0,no',
      '5,2026-06-01,B,,,1,30.00,0,0,0,0,4.00,0,no',
    ].join('\n');
    const result = analysed(file);
    expect(result.orders[0]).toMatchObject({ gift_wrap_cost: 4, total_fees: 4.83, net_profit: 35.17 });
    expect(result.items.map((i) => i.gift_wrap_cost)).toEqual([1, 3]);
    expect(result.summary).toMatchObject({ total_gift_wrap_cost: 4, net_profit: 35.17 });
  });
});

describe('postage', () => {
  const header = ORDERS_TEMPLATE.columns.join(',');
  const file = [
    header,
    // Order 1 gives its label's cost (repeated on each line); order 2 leaves it empty.
    '1,2026-06-01,A,,,1,10.00,0,0,0,0,0,0,no,3.80',
    '1,2026-06-01,B,,,1,30.00,0,0,0,0,0,0,no,3.80',
    '2,2026-06-02,C,,,1,20.00,0,0,0,0,0,0,no,',
  ].join('\n');

  it("is taken from the file's postage_cost, else the form's cost per order, and comes off net profit", () => {
    const withForm = analysed(file, { country: 'US', postageCostPerOrder: 4.5 });
    const without = analysed(file, { country: 'US' });
    expect(withForm.orders.map((o) => o.postage_cost)).toEqual([3.8, 4.5]);
    expect(without.orders.map((o) => o.postage_cost)).toEqual([3.8, 0]);
    // Shared by value: 0.95 / 2.85.
    expect(withForm.items.map((i) => i.postage_cost)).toEqual([0.95, 2.85, 4.5]);
    withForm.orders.forEach((order, i) => {
      const before = without.orders[i]!;
      expect(order.total_fees).toBe(before.total_fees);
      expect(order.net_profit).toBeCloseTo(before.net_profit - (i === 0 ? 0 : 4.5), 10);
    });
    expect(withForm.summary.total_postage_cost).toBe(8.3);
    const profits = ordersToSalesRecords(withForm).records.map((r) => r.selling_price - r.total_costs);
    withForm.orders.forEach((order, i) => expect(profits[i]).toBeCloseTo(order.net_profit, 10));
  });
});
