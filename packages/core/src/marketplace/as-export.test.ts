import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseListings } from '../analyses/bulk-prices';
import { analyseOrders } from '../analyses/orders';
import { auditPricing } from '../analyses/pricing-audit';
import { marketPriceRange } from '../records/market';
import { listingsAsExportCsv, ordersAsExportCsv } from './as-export';
import type { TMarketplaceListings, TMarketplaceOrders } from './schemas';

/** Titles as shops write them, with what a CSV must quote: commas, quotes, line breaks, a leading '='. */
const title = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== ''),
  fc.constantFrom('Mug, blue', 'The "big" mug', 'Line\nbreak', '=SUM(A1)', '  spaced  ', 'Café crème'),
);
const cents = fc.integer({ min: 1, max: 2_000_000 });

const listings = fc.array(
  fc.record({
    listing_id: fc.integer({ min: 1, max: 1e9 }).map(String),
    title,
    price: cents.map((c) => c / 100),
    currency_code: fc.constant('USD'),
    quantity: fc.integer({ min: 0, max: 999 }),
    sku: fc.option(fc.stringMatching(/^[A-Z0-9-]{1,12}$/), { nil: null }),
  }),
  { minLength: 1, maxLength: 30 },
) satisfies fc.Arbitrary<TMarketplaceListings['listings']>;

const orders = fc.array(
  fc.record({
    order_id: fc.integer({ min: 1, max: 1e9 }).map(String),
    sale_date: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    currency_code: fc.constant('USD'),
    shipping: fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
    discount: fc.integer({ min: 0, max: 500 }).map((c) => c / 100),
    sales_tax: fc.integer({ min: 0, max: 900 }).map((c) => c / 100),
    items: fc.array(
      fc.record({
        transaction_id: fc.integer({ min: 1, max: 1e9 }).map(String),
        listing_id: fc.option(fc.integer({ min: 1, max: 1e9 }).map(String), { nil: null }),
        title,
        sku: fc.option(fc.stringMatching(/^[A-Z0-9-]{1,12}$/), { nil: null }),
        quantity: fc.integer({ min: 1, max: 20 }),
        price: fc.integer({ min: 100, max: 50_000 }).map((c) => c / 100),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  { minLength: 1, maxLength: 15 },
) satisfies fc.Arbitrary<TMarketplaceOrders['orders']>;

const US = { country: 'US', defaultCostPerItem: 3 };

describe("the shop's live data as the marketplace's exports ('From my shop')", () => {
  it('every listing reaches the audit and the bulk updater with its exact title, price, quantity and SKU', () => {
    fc.assert(
      fc.property(listings, (live) => {
        const text = listingsAsExportCsv(live);
        const audit = auditPricing(text, US);
        const bulk = analyseListings(text, { ...US, targetMargin: 0.4 });
        if (!audit.ok || !bulk.ok) throw new Error('not read');
        expect(audit.errors).toEqual([]);
        expect(audit.file.format).toBe('etsy_listings');
        expect(audit.listings.map((l) => [l.listing_title, l.current_price, l.quantity])).toEqual(
          live.map((l) => [l.title.trim(), l.price, l.quantity]),
        );
        expect(bulk.items.map((i) => i.sku)).toEqual(live.map((l) => l.sku ?? ''));
      }),
      { numRuns: 60 },
    );
  });

  it('every order reaches the orders analysis once, with its lines, date and order-level amounts', () => {
    fc.assert(
      fc.property(orders, (live) => {
        // Order ids are unique in a shop.
        const unique = live.filter((o, i) => live.findIndex((p) => p.order_id === o.order_id) === i);
        const result = analyseOrders(ordersAsExportCsv(unique), US);
        if (!result.ok) throw new Error(result.reason);
        expect(result.errors).toEqual([]);
        expect(result.orders.map((o) => [o.order_id, o.order_date, o.quantity])).toEqual(
          unique.map((o) => [o.order_id, o.sale_date, o.items.reduce((n, i) => n + i.quantity, 0)]),
        );
        const cents = (n: number) => Math.round(n * 100);
        const expected = unique.map((o) =>
          cents(o.items.reduce((sum, i) => sum + i.price * i.quantity, 0) - o.discount + o.shipping),
        );
        expect(result.orders.map((o) => cents(o.gross_revenue))).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('market price range from live asking prices', () => {
  it('takes the 10th and 90th percentiles and the mean between them, in cents', () => {
    const prices = Array.from({ length: 20 }, (_, i) => 10 + i * 2);
    expect(marketPriceRange(prices)).toEqual({ price_low: 14, price_average: 30, price_high: 46 });
    expect(marketPriceRange([0.01, ...Array(18).fill(20), 5000])).toEqual({
      price_low: 20,
      price_average: 20,
      price_high: 20,
    });
    expect(marketPriceRange([])).toBeNull();
    expect(marketPriceRange([12.345])).toEqual({ price_low: 12.35, price_average: 12.35, price_high: 12.35 });
  });

  it('keeps low <= average <= high within the prices given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1 }), (list) => {
        const range = marketPriceRange(list.map((c) => c / 100))!;
        expect(range.price_low).toBeLessThanOrEqual(range.price_average);
        expect(range.price_average).toBeLessThanOrEqual(range.price_high);
        expect(range.price_low).toBeGreaterThanOrEqual(Math.min(...list) / 100);
        expect(range.price_high).toBeLessThanOrEqual(Math.max(...list) / 100);
      }),
    );
  });
});
