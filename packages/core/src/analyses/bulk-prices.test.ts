import { describe, expect, it } from 'vitest';
import { LISTINGS_TEMPLATE, templateCsv } from '../csv/templates';
import { readCsv } from '../csv/read';
import { analyseListings, HIGH_SHIPPING_RATIO_TEXT } from './bulk-prices';
import { bulkPricesCsv, listingEditorCsv } from './exports';
import type { BulkPriceItem } from './types';

function analysed(text: string, options: Parameters<typeof analyseListings>[1] = { country: 'US' }) {
  const result = analyseListings(text, options);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('analyseListings', () => {
  it("works the listings template's mug out by hand (US)", () => {
    // One sale of the mug: 28.00 + 6.00 shipping charged = 34.00. Listing 0.20; transaction 6.5% x 34.00 = 2.21;
    // processing 3% x 34.00 + 0.25 = 1.27. Fees 3.68. Costs: 8.00 + 1.00 + 0.50 + 6.00 shipping paid = 15.50.
    // Profit 34.00 - 3.68 - 15.50 = 14.82; margin 14.82 / 34.00 = 43.59%.
    const { items, file } = analysed(templateCsv(LISTINGS_TEMPLATE));
    expect(file).toMatchObject({ format: 'listings_template', rows_read: 2 });
    const mug = items[0] as BulkPriceItem;
    expect(mug).toMatchObject({
      title: 'Hand-thrown stoneware mug',
      sku: 'MUG-01',
      current_price: 28,
      material_cost: 8,
      packaging_cost: 1,
      shipping_to_you: 0.5,
      shipping_price: 6,
      total_costs: 9.5,
      cost_source: 'file',
      listing_fee: 0.2,
      transaction_fee: 2.21,
      processing_fee: 1.27,
      offsite_ads_fee: 0,
      total_fees: 3.68,
      net_profit: 14.82,
      current_margin_percent: 43.59,
      flags: [],
    });
    // The target price reaches 40% and is below the current price (the mug is already above target).
    expect(mug.target_price).not.toBeNull();
    expect(mug.target_price as number).toBeLessThan(28);
    expect(mug.market_price as number).toBeLessThan(mug.target_price as number);
    expect(mug.premium_price as number).toBeGreaterThan(28);
  });

  it('flags below break-even, below target and a high shipping ratio, and sums the gain at target prices', () => {
    const file = [
      'title,current_price,quantity,shipping_price,material_cost',
      'Loss,6.00,4,0,5.00',
      'Thin,9.00,2,0,5.00',
      'Heavy,20.00,1,7.00,2.00',
    ].join('\n');
    const { items, summary } = analysed(file, { country: 'US', targetMargin: 0.4 });
    expect(items.map((i) => i.flags)).toEqual([
      ['BELOW_BREAKEVEN', 'BELOW_TARGET'],
      ['BELOW_TARGET'],
      ['HIGH_SHIPPING_RATIO'],
    ]);
    expect(summary).toMatchObject({ below_break_even: 1, below_target_margin: 2, ok_margin: 1 });
    expect(HIGH_SHIPPING_RATIO_TEXT).toContain('30%');
    // The gain: each below-target listing's profit at its target price, less today's, times its stock.
    const profitAt = (price: number, cost: number) => {
      const fees = 20 + Math.round(price * 6.5) + Math.round(price * 3) + 25; // cents, for these small prices
      return price * 100 - fees - cost * 100;
    };
    const [loss, thin] = items as [BulkPriceItem, BulkPriceItem];
    const gain =
      (profitAt(loss.target_price as number, 5) - profitAt(6, 5)) * 4 +
      (profitAt(thin.target_price as number, 5) - profitAt(9, 5)) * 2;
    expect(Math.round(summary.total_potential_gain * 100)).toBe(Math.round(gain));
  });

  it('uses the target margin of the form for target_price', () => {
    const file = 'title,current_price,material_cost\nMug,20.00,5.00\n';
    const at40 = analysed(file, { country: 'US', targetMargin: 0.4 }).items[0] as BulkPriceItem;
    const at60 = analysed(file, { country: 'US', targetMargin: 0.6 }).items[0] as BulkPriceItem;
    expect(at60.target_price as number).toBeGreaterThan(at40.target_price as number);
    expect(at60.market_price).toBe(at40.market_price);
  });

  it('exports the new prices, and the marketplace listings layout, formula-safe', () => {
    const file = 'title,sku,current_price,material_cost\n=HYPERLINK("x"),S-1,6.00,5.00\n';
    const { items } = analysed(file);
    const item = items[0] as BulkPriceItem;
    expect(item).toMatchObject({ price_action: 'raise', new_price: item.target_price });
    const rows = readCsv(bulkPricesCsv(items, 'USD')).rows;
    expect(rows[0]?.slice(0, 7)).toEqual([
      'title',
      'sku',
      'currency',
      'current_price',
      'new_price',
      'price_action',
      'price_change',
    ]);
    expect(rows[1]?.slice(0, 7)).toEqual([
      `'=HYPERLINK("x")`,
      'S-1',
      'USD',
      '6.00',
      item.new_price.toFixed(2),
      'raise',
      (item.new_price - 6).toFixed(2),
    ]);
    expect(readCsv(listingEditorCsv(items, 'USD')).rows).toEqual([
      ['TITLE', 'SKU', 'PRICE', 'CURRENCY_CODE', 'QUANTITY'],
      [`'=HYPERLINK("x")`, 'S-1', item.new_price.toFixed(2), 'USD', '1'],
    ]);
  });

  describe('never lowers a price unless asked', () => {
    // The marketplace's listings export of a shop with a $1,250 quilt, a $42 necklace and a $28 mug (its default
    // cost 5): at 40% the target price of each is about $10.79, far under the quilt's and the necklace's price.
    const shop = [
      'TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,SKU',
      'Hand-stitched quilt,,"1,250.00",USD,1,QUILT',
      'Silver necklace,,42.00,USD,3,NECK',
      'Mug,,8.00,USD,10,MUG',
    ].join('\n');
    const options = { country: 'US', defaultCostPerItem: 5, targetMargin: 0.4 };

    it('raises what is under target and keeps what meets it, in the answer and both exports', () => {
      const { items, summary } = analysed(shop, options);
      const [quilt, necklace, mug] = items as [BulkPriceItem, BulkPriceItem, BulkPriceItem];
      expect(quilt.target_price as number).toBeLessThan(20);
      expect(quilt).toMatchObject({ price_action: 'keep', new_price: 1250 });
      expect(necklace).toMatchObject({ price_action: 'keep', new_price: 42 });
      expect(mug.target_price as number).toBeGreaterThan(8);
      expect(mug).toMatchObject({ price_action: 'raise', new_price: mug.target_price });
      expect(summary).toMatchObject({ raised: 1, kept: 2, lowered: 0, default_cost_rows: 3 });
      expect(readCsv(listingEditorCsv(items, 'USD')).rows.map((row) => row[2])).toEqual([
        'PRICE',
        '1250.00',
        '42.00',
        (mug.target_price as number).toFixed(2),
      ]);
      const exported = readCsv(bulkPricesCsv(items, 'USD')).rows.map((row) => row.slice(3, 7));
      expect(exported.slice(1)).toEqual([
        ['1250.00', '1250.00', 'keep', '0.00'],
        ['42.00', '42.00', 'keep', '0.00'],
        [
          '8.00',
          (mug.target_price as number).toFixed(2),
          'raise',
          ((mug.target_price as number) - 8).toFixed(2),
        ],
      ]);
    });

    it('lowers listings above target to it only when price cuts are allowed', () => {
      const { items, summary } = analysed(shop, { ...options, allowPriceCuts: true });
      const [quilt, necklace, mug] = items as [BulkPriceItem, BulkPriceItem, BulkPriceItem];
      expect(quilt).toMatchObject({ price_action: 'lower', new_price: quilt.target_price });
      expect(necklace).toMatchObject({ price_action: 'lower', new_price: necklace.target_price });
      expect(mug.price_action).toBe('raise');
      expect(summary).toMatchObject({ raised: 1, kept: 0, lowered: 2 });
    });
  });
});
