import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCountry } from '../countries/countries';
import { LISTINGS_TEMPLATE, ORDERS_TEMPLATE, PRICING_AUDIT_TEMPLATE, templateCsv } from '../csv/templates';
import { chargedOrderFees } from '../fees/evaluate';
import { splitByWeight } from './split';
import { readCsvTable } from '../csv/table';
import { countryFees } from '../fees/schedule';
import { analysisContext } from './context';
import { readListings } from './listings';
import { groupOrders, ORDER_FORMATS } from './order-rows';
import { ZItemLineSchema, ZListingRowSchema, ZOrderAmountsSchema, ZRefundLineSchema } from './rows';
import { analyseListings } from './bulk-prices';
import { analyseOrders } from './orders';
import { auditPricing } from './pricing-audit';

/** The sold order items export's columns the analysis reads, and some it must ignore. */
const COLUMNS = [
  'Sale Date',
  'Item Name',
  'Buyer',
  'Quantity',
  'Price',
  'Coupon Code',
  'Discount Amount',
  'Shipping Discount',
  'Order Shipping',
  'Order Sales Tax',
  'Currency',
  'Ship Address1',
  'Order ID',
  'VAT Paid by Buyer',
  'SKU',
] as const;
type Column = (typeof COLUMNS)[number];

/** Cents as real files write dollars: symbol, code, thousands separators, decimal comma. */
function money(cents: number, style: number): string {
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const group = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const forms = [
    `$${group(',')}.${fraction}`,
    `${whole}.${fraction}`,
    `USD ${whole}.${fraction}`,
    `${group('.')},${fraction}`,
    `${whole}.${fraction} USD`,
  ];
  return forms[style % forms.length] as string;
}

function quoted(cell: string, delimiter: string): string {
  return /["\n\r,;]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

const itemCase = fc.record({ price: fc.nat(200_000), quantity: fc.integer({ min: 1, max: 6 }) });
const orderCase = fc
  .record({
    items: fc.array(itemCase, { minLength: 1, maxLength: 4 }),
    shipping: fc.nat(3_000),
    shippingDiscountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    discountShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    tax: fc.nat(5_000),
    vat: fc.nat(500),
    month: fc.integer({ min: 1, max: 12 }),
  })
  .map((o) => {
    const value = o.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    return {
      ...o,
      discount: Math.floor(value * o.discountShare),
      shippingDiscount: Math.floor(o.shipping * o.shippingDiscountShare),
    };
  });

const fileCase = fc.record({
  orders: fc.array(orderCase, { minLength: 1, maxLength: 12 }),
  order: fc.shuffledSubarray([...COLUMNS], { minLength: COLUMNS.length, maxLength: COLUMNS.length }),
  style: fc.nat(20),
  delimiter: fc.constantFrom(',', ';'),
  lineEnd: fc.constantFrom('\n', '\r\n'),
  bom: fc.boolean(),
  junk: fc.array(fc.string({ unit: fc.constantFrom('x', '9', ' ', ',', '"', '\n', '$', '-', '.') }), {
    maxLength: 3,
  }),
});

describe('orders analysis properties (generated sold order items files)', () => {
  it('never throws, accounts for every row, and totals each order as the engine does', () => {
    const fees = countryFees(findCountry('US')!);
    fc.assert(
      fc.property(fileCase, (c) => {
        // A decimal comma cannot stand in a comma-separated file unquoted; quoting keeps it one cell.
        const lines: string[] = [c.order.join(c.delimiter)];
        c.orders.forEach((order, o) => {
          order.items.forEach((item, i) => {
            const cells: Record<Column, string> = {
              'Sale Date': `${order.month}/15/26`,
              'Item Name': `Item ${o}-${i}, "special"`,
              Buyer: 'Somebody',
              Quantity: String(item.quantity),
              Price: money(item.price, c.style + i),
              'Coupon Code': order.discount > 0 ? 'SAVE' : '',
              'Discount Amount': money(order.discount, c.style),
              'Shipping Discount': money(order.shippingDiscount, c.style + 1),
              'Order Shipping': money(order.shipping, c.style + 2),
              'Order Sales Tax': money(order.tax, c.style + 3),
              Currency: 'USD',
              'Ship Address1': '1 Street\nFlat 2',
              'Order ID': `A${o}`,
              'VAT Paid by Buyer': money(order.vat, c.style),
              SKU: '',
            };
            lines.push(c.order.map((column) => quoted(cells[column], c.delimiter)).join(c.delimiter));
          });
        });
        // Junk lines: a line of noise becomes an error (or a line of its own order), never an exception.
        for (const junk of c.junk) lines.push(junk.replace(/\n/g, ' '));
        const text = (c.bom ? '\uFEFF' : '') + lines.join(c.lineEnd) + c.lineEnd;
        const result = analyseOrders(text, { country: 'US', defaultCostPerItem: 1 });
        if (!result.ok) throw new Error(result.reason);

        // Every line and order the reader makes is what the row schemas say it is.
        const table = readCsvTable(text, ORDER_FORMATS);
        const context = analysisContext({ country: 'US' });
        if (!table.ok || 'reason' in context) throw new Error('not recognised');
        for (const order of groupOrders(table.records, table.format, context)) {
          if (order.problems.length > 0) continue; // left out whole, with an error
          ZOrderAmountsSchema.parse(order.amounts);
          for (const line of order.lines) ZItemLineSchema.parse(line);
          for (const refund of order.refunds) ZRefundLineSchema.parse(refund);
        }

        // Every row is a result or named in an error.
        const inItems = new Set([...result.items, ...result.refunds].map((line) => line.row));
        for (let row = 2; row < 2 + result.file.rows_read; row += 1) {
          const named = result.errors.some((e) =>
            new RegExp(`\\b(Row|rows) ([\\d, ]*\\b)?${row}\\b`).test(e),
          );
          expect(inItems.has(row) || named, `row ${row}`).toBe(true);
        }

        c.orders.forEach((order, o) => {
          const totals = result.orders.find((t) => t.order_id === `A${o}`);
          if (!totals) return; // a junk line that took this order's id left it out, with an error
          const value = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
          const amount = value - order.discount + order.shipping - order.shippingDiscount;
          const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);
          const values = order.items.map((item) => item.price * item.quantity);
          const discountShares = splitByWeight(order.discount, values);
          const engine = chargedOrderFees(fees, {
            itemLines: values.map((v, i) => v - discountShares[i]!),
            shipping: order.shipping - order.shippingDiscount,
            giftWrap: 0,
            buyerTax: order.tax + order.vat,
            quantity,
            offsiteAdsPpm: 0,
          });
          const cents = (major: number) => Math.round(major * 100);
          expect(cents(totals.gross_revenue)).toBe(amount);
          expect(cents(totals.total_fees)).toBe(engine.total);
          expect(cents(totals.processing_fee)).toBe(engine.processing);
          // The item lines add up to the order, to the cent.
          const items = result.items.filter((item) => item.order_id === `A${o}`);
          const sum = (pick: (item: (typeof items)[number]) => number) =>
            items.reduce((total, item) => total + cents(pick(item)), 0);
          expect(sum((i) => i.gross_revenue)).toBe(amount);
          expect(sum((i) => i.transaction_fee)).toBe(engine.transaction);
          expect(sum((i) => i.processing_fee)).toBe(engine.processing);
          expect(sum((i) => i.listing_fee)).toBe(engine.listing);
          expect(sum((i) => i.total_fees)).toBe(engine.total);
          expect(sum((i) => i.net_profit)).toBe(amount - engine.total - quantity * 100);
        });
        // The summary is the sum of the orders.
        const cents = (major: number) => Math.round(major * 100);
        expect(cents(result.summary.total_fees)).toBe(
          result.orders.reduce((sum, order) => sum + cents(order.total_fees), 0),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('listing tools properties (generated listings exports)', () => {
  const listingCase = fc.record({
    listings: fc.array(
      fc.record({
        cents: fc.nat(500_000),
        quantity: fc.option(fc.nat(999), { nil: undefined }),
        junk: fc.boolean(),
        style: fc.nat(10),
      }),
      { minLength: 1, maxLength: 25 },
    ),
    order: fc.shuffledSubarray(['TITLE', 'DESCRIPTION', 'PRICE', 'CURRENCY_CODE', 'QUANTITY', 'SKU'], {
      minLength: 6,
      maxLength: 6,
    }),
    delimiter: fc.constantFrom(',', ';'),
  });

  it('gives every row a result or an error, and prices that reach their tiers', () => {
    fc.assert(
      fc.property(listingCase, (c) => {
        const lines = [c.order.join(c.delimiter)];
        c.listings.forEach((listing, i) => {
          const cells: Record<string, string> = {
            TITLE: `Listing ${i}`,
            DESCRIPTION: 'Hand made,\nwith care',
            PRICE: listing.junk ? 'ask me' : money(listing.cents, listing.style),
            CURRENCY_CODE: 'USD',
            QUANTITY: listing.quantity === undefined ? '' : String(listing.quantity),
            SKU: `S${i}`,
          };
          lines.push(c.order.map((column) => quoted(cells[column] as string, c.delimiter)).join(c.delimiter));
        });
        const text = lines.join('\r\n');
        const audit = auditPricing(text, { country: 'US', defaultCostPerItem: 5 });
        const bulk = analyseListings(text, { country: 'US', defaultCostPerItem: 5, targetMargin: 0.4 });
        if (!audit.ok || !bulk.ok) throw new Error('not recognised');
        const read = readListings(text, { country: 'US', defaultCostPerItem: 5 });
        if ('reason' in read) throw new Error(read.reason);
        for (const row of read.listings) ZListingRowSchema.parse(row);
        const junk = c.listings.filter((l) => l.junk).length;
        expect(audit.listings).toHaveLength(c.listings.length - junk);
        expect(audit.errors).toHaveLength(junk);
        expect(bulk.items).toHaveLength(c.listings.length - junk);
        for (const listing of audit.listings) {
          expect(listing.cost_source).toBe('default');
          if (listing.target_margin_40_price !== null && listing.break_even_price !== null) {
            expect(listing.target_margin_40_price).toBeGreaterThanOrEqual(listing.break_even_price);
          }
        }
        // The bulk updater's market and premium prices are the audit's 25% and 50% prices.
        bulk.items.forEach((item, i) => {
          expect(item.market_price).toBe(audit.listings[i]?.target_margin_25_price);
          expect(item.premium_price).toBe(audit.listings[i]?.target_margin_50_price);
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('no input makes a CSV tool throw', () => {
  const tools = [
    (text: string) => auditPricing(text, { country: 'US', defaultCostPerItem: 5 }),
    (text: string) => analyseListings(text, { country: 'GB', offsiteAds: true }),
    (text: string) => analyseOrders(text, { country: 'DE' }),
  ];
  const templates = [PRICING_AUDIT_TEMPLATE, LISTINGS_TEMPLATE, ORDERS_TEMPLATE].map(templateCsv);

  it('answers arbitrary text and damaged templates with a result or a sentence', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          // A real file with a stretch replaced by noise: rows, quotes and cells broken anywhere.
          fc
            .tuple(fc.constantFrom(...templates), fc.nat(400), fc.nat(30), fc.string({ maxLength: 12 }))
            .map(
              ([t, at, length, noise]) =>
                t.slice(0, at % t.length) + noise + t.slice((at % t.length) + length),
            ),
        ),
        (text) => {
          for (const tool of tools) {
            const result = tool(text);
            if (result.ok) {
              expect(Array.isArray(result.errors)).toBe(true);
            } else {
              expect(result.reason).toMatch(/^[A-Z'].*[.a]$/);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
