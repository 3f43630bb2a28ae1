import { afterAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_MESSAGES, ordersAsExportCsv } from '@margin/core';
import { sampleMarketListings } from '../testing/marketplace/fake-etsy';
import { testServices } from '../testing';
import { etsySuite, refusal } from '../testing/marketplace/etsy-suite';

// The shop's orders, and the dashboard and market research from live marketplace data.

const suite = await etsySuite();
const { prisma, fake, seller, connect } = suite;
afterAll(() => suite.close());

/** Two days from now (UTC), as the sold order items export writes a date: MM/DD/YY. */
const exportDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

describe("etsy: the shop's orders, the dashboard and market research from live data", () => {
  it('reads the paid orders with their transactions, keeps them 30 minutes, and never a buyer', async () => {
    const { user, caller } = await seller();
    expect(await refusal(caller.etsy.orders())).toMatchObject({
      code: 'CONFLICT',
      message: MARKETPLACE_MESSAGES.notConnected,
    });
    await connect(caller);
    const before = fake.requests.length;
    const first = await caller.etsy.orders();
    const today = new Date().toISOString().slice(0, 10);
    // The unpaid receipt 5003 is not asked for.
    expect(first.orders).toEqual([
      {
        order_id: '5001',
        sale_date: today,
        currency_code: 'USD',
        shipping: 6,
        discount: 0,
        sales_tax: 0,
        items: [
          {
            transaction_id: '7001',
            listing_id: '1000',
            title: 'Stoneware mug 1',
            sku: 'MUG-01',
            quantity: 2,
            price: 28,
          },
        ],
      },
      {
        order_id: '5002',
        sale_date: today,
        currency_code: 'USD',
        shipping: 8,
        discount: 5,
        sales_tax: 0,
        items: [
          {
            transaction_id: '7002',
            listing_id: '1001',
            title: 'Stoneware mug 2',
            sku: null,
            quantity: 1,
            price: 29,
          },
          {
            transaction_id: '7003',
            listing_id: '1002',
            title: 'Stoneware mug 3',
            sku: null,
            quantity: 1,
            price: 30,
          },
        ],
      },
    ]);
    expect(JSON.stringify(first)).not.toContain('A buyer');
    expect(new Date(first.expires_at).getTime() - new Date(first.fetched_at).getTime()).toBe(30 * 60_000);
    const asked = fake.requests.slice(before);
    expect(asked.map((r) => r.path)).toEqual(['/v3/application/shops/987654/receipts']);

    expect(await caller.etsy.orders()).toEqual(first);
    expect(fake.requests.length).toBe(before + 1);
    const row = await prisma.marketplaceCacheEntry.findUniqueOrThrow({ where: { key: `orders:${user.id}` } });
    expect(JSON.stringify(row.payload)).not.toContain('A buyer');

    await caller.etsy.disconnect();
    expect(await prisma.marketplaceCacheEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it("gives the orders analysis the numbers the shop's own sold order items export gives", async () => {
    const { caller } = await seller();
    await connect(caller);
    const { orders } = await caller.etsy.orders();
    const date = exportDate(orders[0]!.sale_date);
    // The same two orders as the marketplace's download writes them: every column, buyers and addresses included.
    const exported = [
      'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,' +
        'Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Date Paid,Date Shipped,' +
        'Ship Name,Ship Address1,Ship City,Ship State,Ship Zipcode,Ship Country,Order ID,Variations,Order Type,' +
        'Listings Type,Payment Type,InPerson Discount,InPerson Location,VAT Paid by Buyer,SKU',
      `${date},Stoneware mug 1,buyer1,2,28.00,,,0.00,0.00,6.00,0.00,56.00,USD,7001,1000,${date},,A B,1 St,City,ST,00000,United States,5001,,online,listing,online_cc,,,0.00,MUG-01`,
      `${date},Stoneware mug 2,buyer2,1,29.00,SALE,5 off,5.00,0.00,8.00,0.00,29.00,USD,7002,1001,${date},,C D,2 St,Town,ST,11111,United States,5002,,online,listing,online_cc,,,0.00,`,
      `${date},Stoneware mug 3,buyer2,1,30.00,SALE,5 off,5.00,0.00,8.00,0.00,30.00,USD,7003,1002,${date},,C D,2 St,Town,ST,11111,United States,5002,,online,listing,online_cc,,,0.00,`,
    ].join('\r\n');
    const options = { country_code: 'US', default_cost_per_item: 4 };
    const fromFile = await caller.importTools.importOrders({ csv_content: exported, ...options });
    const fromShop = await caller.importTools.importOrders({
      csv_content: ordersAsExportCsv(orders),
      ...options,
    });
    expect(fromShop.orders).toEqual(fromFile.orders);
    expect(fromShop.items).toEqual(fromFile.items);
    expect(fromShop.summary).toEqual(fromFile.summary);
    expect(fromShop.summary.gross_revenue).toBe(124);
  });

  it('fills the dashboard from the synced orders with use_etsy, and from the records without it', async () => {
    const { caller } = await seller();
    const local = await caller.sales.analytics({ use_etsy: true });
    expect(local.source).not.toBe('marketplace_orders');

    await connect(caller);
    const live = await caller.sales.analytics({ use_etsy: true, country: 'US' });
    expect(live.source).toBe('marketplace_orders');
    expect(live.currency).toBe('USD');
    expect(live.totals.total_orders).toBe(2);
    expect(live.totals.total_sales).toBe(124);
    // Profit as the orders analysis counts it with a cost of 0 typed (no saved products: the fees only).
    const { orders } = await caller.etsy.orders();
    const analysed = await caller.importTools.importOrders({
      csv_content: ordersAsExportCsv(orders),
      country_code: 'US',
      default_cost_per_item: 0,
    });
    expect(live.totals.total_profit).toBe(analysed.summary.net_profit);
    expect(live.monthly_data.at(-1)).toMatchObject({ sales: 124, orders: 2 });

    expect((await caller.sales.analytics({ use_etsy: false })).source).not.toBe('marketplace_orders');
    await caller.etsy.disconnect();
    expect((await caller.sales.analytics({ use_etsy: true })).source).not.toBe('marketplace_orders');
  });

  it('researches the market with the public search: price range of the first keywords, shared for 6 hours', async () => {
    const one = await seller();
    const two = await seller();
    fake.marketListings = [
      ...sampleMarketListings(20),
      // Another currency is not averaged in.
      {
        listing_id: 1,
        shop_id: 2,
        title: 'Euro mug',
        price: { amount: 99_900, divisor: 100, currency_code: 'EUR' },
      },
    ];
    try {
      expect((await one.caller.sales.marketInsights({ keywords: 'soy candle' })).source).toBe('demo_data');
      const before = fake.requests.length;
      const live = await one.caller.sales.marketInsights({ keywords: 'Soy Candle, mug', use_etsy: true });
      expect(live).toEqual({
        source: 'local_market_data',
        currency: 'USD',
        market_data: [
          { keyword: 'soy candle', price_low: 14, price_average: 30, price_high: 46, trend_status: 'stable' },
          { keyword: 'mug', price_low: 14, price_average: 30, price_high: 46, trend_status: 'stable' },
        ],
        competitors: [],
      });
      const searches = fake.requests.slice(before);
      expect(searches.map((r) => r.path)).toEqual([
        '/v3/application/listings/active',
        '/v3/application/listings/active',
      ]);
      // Another seller within the 6 hours: from the database.
      expect(await two.caller.sales.marketInsights({ keywords: 'soy candle', use_etsy: true })).toMatchObject(
        {
          source: 'local_market_data',
        },
      );
      expect(fake.requests.length).toBe(before + 2);
      const row = await prisma.marketplaceCacheEntry.findUniqueOrThrow({
        where: { key: 'market:soy candle' },
      });
      expect(row.userId).toBeNull();
      expect(row.expiresAt.getTime() - row.fetchedAt.getTime()).toBe(6 * 60 * 60_000);

      // The marketplace busy: the sample answers, labelled as such, rather than an error.
      fake.answerTooManyRequests(2);
      expect(await one.caller.sales.marketInsights({ keywords: 'wool socks', use_etsy: true })).toMatchObject(
        {
          source: 'demo_data',
        },
      );
      // Without the app key: the sample.
      const unconfigured = await seller('trial', testServices());
      expect(
        (await unconfigured.caller.sales.marketInsights({ keywords: 'soy candle', use_etsy: true })).source,
      ).toBe('demo_data');
    } finally {
      fake.marketListings = sampleMarketListings(20);
    }
  });
});
