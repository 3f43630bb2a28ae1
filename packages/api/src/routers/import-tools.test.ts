import { afterAll, describe, expect, it } from 'vitest';
import {
  analyseListings,
  analyseOrders,
  auditPricing,
  LISTINGS_TEMPLATE,
  ORDERS_TEMPLATE,
  ordersToSalesRecords,
  PRICING_AUDIT_TEMPLATE,
  templateCsv,
} from '@margin/core';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { hintedError, httpHintOf } from '../http-hint';
import { createCaller } from '../root';
import { BUSY_MESSAGE } from '../services/auth/hash-gate';
import { createInProcessAnalyses, type CsvAnalyses } from '../services/csv-analyses/analyses';
import { callerForToken, createSeller, refusalSentence, testServices, type SellerState } from '../testing';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

const services = testServices();
async function seller(state: SellerState = 'trial', servicesUsed = services) {
  const { user, token } = await createSeller(testDb.db, { state });
  return { user, caller: await callerForToken(testDb.db, token, servicesUsed) };
}
const visitor = () => createCaller(createContext({ db: testDb.db, services }));

/** The marketplace's listings export: no listing id, no cost column (MARKETPLACE-CSV.md). */
const LISTINGS_EXPORT = [
  'TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,TAGS,MATERIALS,IMAGE1,SKU',
  '"Linen tea towel","Soft, washed linen.\nTwo per set.",24.00,USD,30,kitchen,linen,https://img/1.jpg,TOWEL-02',
  'Stoneware mug,Hand thrown,$28.00,USD,12,mug,clay,https://img/2.jpg,',
].join('\r\n');

/** The sold order items export: two orders, the first with two lines repeating its order-level amounts. */
const SOLD_ORDER_ITEMS = [
  'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,' +
    'Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Date Paid,Date Shipped,Ship Name,' +
    'Ship Address1,Ship City,Ship State,Ship Zipcode,Ship Country,Order ID,Variations,Order Type,Listings Type,' +
    'Payment Type,InPerson Discount,InPerson Location,VAT Paid by Buyer,SKU',
  `03/14/26,Stoneware mug,someone,2,$28.00,SAVE10,10% off,5.60,0.00,6.00,4.48,56.00,USD,1,11,03/14/26,,A B,1 St,City,ST,00000,United States,7001,"Colour: Blue",online,listing,online_cc,,,0.00,MUG-01`,
  `03/14/26,Linen tea towel,someone,1,24.00,SAVE10,10% off,5.60,0.00,6.00,4.48,24.00,USD,2,12,03/14/26,,A B,1 St,City,ST,00000,United States,7001,,online,listing,online_cc,,,0.00,`,
  `04/02/26,Greeting card,other,3,4.50,,,--,--,3.00,0.00,13.50,USD,3,13,,,C D,2 St,Town,ST,11111,United States,7002,,online,listing,online_cc,,,--,`,
].join('\r\n');

/** A saved product row whose five costs add up to `total` (the cost per item the analyses use). */
const productCosting = (name: string, total: number) => ({
  name,
  product_cost: total - 2.25,
  printing_cost: 1,
  shipping_cost: 0.5,
  packaging_cost: 0.5,
  additional_costs: 0.25,
  selling_price: 30,
});

describe('importTools: the CSV tools over the API', () => {
  it('audits a file for a trial seller exactly as the core function does', async () => {
    const { caller } = await seller();
    const text = templateCsv(PRICING_AUDIT_TEMPLATE);
    const result = await caller.importTools.auditCsv({
      csv_data: text,
      country_code: 'gb',
      offsite_ads_enabled: true,
      annual_sales: 12_000,
    });
    expect(result).toEqual(
      auditPricing(text, {
        country: 'GB',
        offsiteAds: true,
        annualSales: 12_000,
        defaultCostPerItem: 5,
        products: [],
      }),
    );
    expect(result.listings).toHaveLength(2);
    expect(result.file).toMatchObject({ format: 'audit_template', currency: 'GBP', rows_analysed: 2 });
  });

  it('runs the bulk price updater and the orders analysis for a Pro seller as the core functions do', async () => {
    const { caller } = await seller('pro');
    const listings = await caller.importTools.importListings({
      csv_content: LISTINGS_EXPORT,
      target_margin: 0.35,
      default_cost_per_item: 6,
    });
    expect(listings).toEqual(
      analyseListings(LISTINGS_EXPORT, {
        country: 'US',
        offsiteAds: false,
        annualSales: 0,
        targetMargin: 0.35,
        defaultCostPerItem: 6,
        products: [],
      }),
    );
    expect(listings.items.map((item) => item.cost_source)).toEqual(['default', 'default']);
    // Both listings are above their 35% price: they keep it, unless the seller allows price cuts.
    expect(listings.items.map((item) => [item.price_action, item.new_price])).toEqual([
      ['keep', 24],
      ['keep', 28],
    ]);
    const cut = await caller.importTools.importListings({
      csv_content: LISTINGS_EXPORT,
      target_margin: 0.35,
      default_cost_per_item: 6,
      allow_price_cuts: true,
    });
    expect(cut.items.map((item) => [item.price_action, item.new_price])).toEqual(
      cut.items.map((item) => ['lower', item.target_price]),
    );

    // No default cost given: the audit's 5, not 0.
    const orders = await caller.importTools.importOrders({ csv_content: SOLD_ORDER_ITEMS });
    expect(orders).toEqual(
      analyseOrders(SOLD_ORDER_ITEMS, {
        country: 'US',
        annualSales: 0,
        targetMargin: 0.4,
        defaultCostPerItem: 5,
        products: [],
      }),
    );
    expect(orders.summary.default_cost_rows).toBe(orders.items.length);
    expect(orders.summary.orders).toBe(2);
    // Order 7001 is the orders template's example order under the export's names (worked out in core's tests).
    expect(orders.orders[0]).toMatchObject({ order_id: '7001', gross_revenue: 80.4, total_fees: 8.63 });
  });

  it('matches a saved product by its SKU before its title', async () => {
    const { caller } = await seller();
    await caller.products.create({ ...productCosting('Blue mug (old name)', 6.5), sku: 'MUG-01' });
    await caller.products.create({ ...productCosting('Stoneware mug', 99) });
    const orders = await caller.importTools.importOrders({ csv_content: SOLD_ORDER_ITEMS });
    expect(orders.items[0]).toMatchObject({ item_title: 'Stoneware mug', cost_source: 'product', cogs: 13 });
  });

  it("takes costs from the caller's saved products, never another seller's, whatever user_id says", async () => {
    const me = await seller();
    const other = await seller();
    await me.caller.products.create(productCosting('Linen tea towel', 7.25));
    await me.caller.products.create({ ...productCosting('Greeting card', 3.25), currency: 'EUR' });
    await other.caller.products.create(productCosting('Stoneware mug', 99));

    const listings = await me.caller.importTools.importListings({
      csv_content: LISTINGS_EXPORT,
      user_id: other.user.id,
    });
    expect(listings.items.map((i) => [i.title, i.cost_source, i.material_cost])).toEqual([
      ['Linen tea towel', 'product', 7.25],
      ['Stoneware mug', 'default', 5],
    ]);

    const orders = await me.caller.importTools.importOrders({
      csv_content: SOLD_ORDER_ITEMS,
      user_id: other.user.id,
      default_cost_per_item: 2,
    });
    // The EUR product does not cost a USD sale; the other seller's mug is never seen.
    expect(orders.items.map((i) => [i.item_title, i.cost_source, i.cogs])).toEqual([
      ['Stoneware mug', 'default', 4],
      ['Linen tea towel', 'product', 7.25],
      ['Greeting card', 'default', 6],
    ]);

    const audit = await other.caller.importTools.auditCsv({
      csv_data: 'listing_title,current_price\nStoneware mug,28\nLinen tea towel,24\n',
      user_id: me.user.id,
    });
    expect(audit.listings.map((l) => [l.listing_title, l.cost_source, l.base_cost])).toEqual([
      ['Stoneware mug', 'product', 99],
      ['Linen tea towel', 'default', 5],
    ]);
  });

  it('answers a file it cannot read with the sentence the seller reads, as BAD_REQUEST', async () => {
    const { caller } = await seller();
    await expect(caller.importTools.auditCsv({ csv_data: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please upload or paste CSV data',
    });
    await expect(caller.importTools.importOrders({ csv_content: ' \r\n' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please upload or paste CSV data',
    });
    const unknown = await refusalSentence(caller.importTools.importListings({ csv_content: 'a,b\n1,2\n' }));
    expect(unknown).toContain('needs the columns');
    expect(
      await refusalSentence(caller.importTools.importOrders({ csv_content: 'x', target_margin: 2 })),
    ).toBe('Target margin must be at most 1 (1 = 100%).');
  });

  it('refuses an expired seller and a visitor', async () => {
    const expired = await seller('expired');
    for (const call of [
      expired.caller.importTools.auditCsv({ csv_data: templateCsv(PRICING_AUDIT_TEMPLATE) }),
      expired.caller.importTools.importListings({ csv_content: templateCsv(LISTINGS_TEMPLATE) }),
      expired.caller.importTools.importOrders({ csv_content: templateCsv(ORDERS_TEMPLATE) }),
    ]) {
      await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    for (const call of [
      visitor().importTools.auditCsv({ csv_data: templateCsv(PRICING_AUDIT_TEMPLATE) }),
      visitor().importTools.importListings({ csv_content: templateCsv(LISTINGS_TEMPLATE) }),
      visitor().importTools.importOrders({ csv_content: templateCsv(ORDERS_TEMPLATE) }),
    ]) {
      await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('gives everyone the three templates, visitors included', async () => {
    expect(await visitor().importTools.auditTemplate()).toEqual({
      file_name: PRICING_AUDIT_TEMPLATE.fileName,
      csv: templateCsv(PRICING_AUDIT_TEMPLATE),
    });
    expect(await visitor().importTools.listingsTemplate()).toEqual({
      file_name: 'margin-listings-template.csv',
      csv: templateCsv(LISTINGS_TEMPLATE),
    });
    const orders = await (await seller('expired')).caller.importTools.ordersTemplate();
    expect(orders.file_name).toBe('margin-orders-template.csv');
    expect(orders.csv.split('\r\n')[0]).toBe(ORDERS_TEMPLATE.columns.join(','));
  });

  it('runs the analyses through ctx.services.csvAnalyses: a busy pool answers 503 with Retry-After', async () => {
    const inProcess = createInProcessAnalyses();
    const kinds: string[] = [];
    const recording: CsvAnalyses = {
      ...inProcess,
      run: (kind, text, options) => {
        kinds.push(kind);
        return inProcess.run(kind, text, options);
      },
    };
    const { caller } = await seller('trial', testServices({ csvAnalyses: recording }));
    await caller.importTools.importOrders({ csv_content: templateCsv(ORDERS_TEMPLATE) });
    await caller.importTools.auditCsv({ csv_data: templateCsv(PRICING_AUDIT_TEMPLATE) });
    expect(kinds).toEqual(['orders', 'audit']);

    const busy: CsvAnalyses = {
      ...inProcess,
      run: () =>
        Promise.reject(
          hintedError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, { status: 503, retryAfterSeconds: 5 }),
        ),
    };
    const busyCaller = (await seller('trial', testServices({ csvAnalyses: busy }))).caller;
    const refusal: unknown = await busyCaller.importTools
      .importListings({ csv_content: templateCsv(LISTINGS_TEMPLATE) })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
    expect(httpHintOf(refusal)).toMatchObject({ status: 503, retryAfterSeconds: 5 });
  });

  it('adds the analysed orders to the sales records once (the app’s “Add these orders” flow)', async () => {
    const { caller } = await seller();
    const analysed = await caller.importTools.importOrders({
      csv_content: SOLD_ORDER_ITEMS,
      default_cost_per_item: 3,
    });
    const { records, skipped } = ordersToSalesRecords(analysed);
    expect(skipped).toEqual([]);
    expect(await caller.sales.importOrders({ records })).toEqual({ added: 2, already_imported: 0 });
    expect(await caller.sales.importOrders({ records })).toEqual({ added: 0, already_imported: 2 });
    const listed = await caller.sales.list();
    const profit = listed.items.reduce((sum, record) => sum + record.profit, 0);
    expect(Math.round(profit * 100) / 100).toBe(analysed.summary.net_profit);
  });
});
