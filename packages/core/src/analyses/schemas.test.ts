import { describe, expect, it } from 'vitest';
import { analyseListings } from './bulk-prices';
import { analyseOrders } from './orders';
import {
  DEFAULT_AUDIT_BASE_COST,
  targetMarginFromInput,
  listingsOptions,
  ordersOptions,
  ZListingsImportSchema,
  ZOrdersImportSchema,
} from './schemas';

const LISTINGS = 'TITLE,PRICE,CURRENCY_CODE,QUANTITY\nQuilt,"1,250.00",USD,1\nMug,28.00,USD,4\n';
const ORDERS = 'order_id,order_date,item_title,quantity,item_price\n1,2026-03-14,Mug,2,28.00\n';

describe('the default cost per item of the bulk price updater and the orders analysis', () => {
  it('is the audit’s 5 when the caller leaves it out or sends null, and the results count the rows using it', () => {
    for (const given of [{}, { default_cost_per_item: null }]) {
      const listings = listingsOptions(ZListingsImportSchema.parse({ csv_content: LISTINGS, ...given }));
      const orders = ordersOptions(ZOrdersImportSchema.parse({ csv_content: ORDERS, ...given }));
      expect(listings.defaultCostPerItem).toBe(DEFAULT_AUDIT_BASE_COST);
      expect(orders.defaultCostPerItem).toBe(DEFAULT_AUDIT_BASE_COST);
      const bulk = analyseListings(LISTINGS, listings);
      const sold = analyseOrders(ORDERS, orders);
      if (!bulk.ok || !sold.ok) throw new Error('not analysed');
      expect(bulk.items.map((item) => [item.cost_source, item.total_costs])).toEqual([
        ['default', 5],
        ['default', 5],
      ]);
      expect(bulk.summary.default_cost_rows).toBe(2);
      expect(sold.items.map((item) => [item.cost_source, item.cogs])).toEqual([['default', 10]]);
      expect(sold.summary.default_cost_rows).toBe(1);
    }
  });

  it('is 0 only when the seller says 0', () => {
    const options = listingsOptions(
      ZListingsImportSchema.parse({ csv_content: LISTINGS, default_cost_per_item: 0 }),
    );
    expect(options.defaultCostPerItem).toBe(0);
  });
});

describe('targetMarginFromInput', () => {
  it('reads 40 as 40% and 0.4 as 40%, never one as the other', () => {
    expect(targetMarginFromInput(40)).toBe(0.4);
    expect(targetMarginFromInput(0.4)).toBe(0.4);
    expect(targetMarginFromInput(12.5)).toBe(0.125);
    expect(targetMarginFromInput(1)).toBe(1);
    expect(targetMarginFromInput(100)).toBe(1);
    expect(targetMarginFromInput(0)).toBe(0);
    // Over 100% stays over 1, for the schema to refuse.
    expect(targetMarginFromInput(150)).toBe(1.5);
  });
});
