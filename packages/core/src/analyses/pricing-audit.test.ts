import { describe, expect, it } from 'vitest';
import { calculate } from '../fees/calculate';
import { auditPricing, healthOf } from './pricing-audit';
import type { PricingAuditListing } from './types';

const US = { country: 'US', defaultCostPerItem: 5 };

function audited(text: string, options: Parameters<typeof auditPricing>[1] = US) {
  const result = auditPricing(text, options);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('auditPricing', () => {
  it('works one listing out by hand (US, 25.00, cost 5.00, no shipping)', () => {
    // Fees of one sale: listing 0.20; transaction 6.5% x 25.00 = 1.625 -> 1.63; processing 3% x 25.00 + 0.25 = 1.00.
    // Total 2.83; profit 25.00 - 2.83 - 5.00 = 17.17; margin 17.17 / 25.00 = 68.68%.
    // Break-even: 6.02 (fees 0.20 + 0.39 + 0.43 = 1.02, profit 0.00); 6.01 loses a cent.
    // 25%: 8.32 (fees 0.20 + 0.54 + 0.50 = 1.24, profit 2.08 = 25.00% of 8.32); 8.31 gives 2.07 = 24.91%.
    const { listings, summary, file } = audited(
      'listing_title,current_price,quantity,base_cost\r\nMug,25.00,10,5.00\r\n',
    );
    const mug = listings[0] as PricingAuditListing;
    expect(file).toMatchObject({ format: 'audit_template', rows_read: 1, rows_analysed: 1, currency: 'USD' });
    expect(mug).toMatchObject({
      listing_title: 'Mug',
      current_price: 25,
      quantity: 10,
      base_cost: 5,
      cost_source: 'file',
      total_fees: 2.83,
      current_profit_per_sale: 17.17,
      current_margin_percent: 68.68,
      break_even_price: 6.02,
      target_margin_25_price: 8.32,
      health_status: 'healthy',
    });
    expect(summary).toEqual({
      audited_listings: 1,
      average_margin: 68.7,
      critical_count: 0,
      warning_count: 0,
      healthy_count: 1,
      total_potential_profit: 171.7, // 17.17 x 10 in stock
    });
  });

  it('gives the smallest whole-cent prices that reach each tier, as the calculator confirms', () => {
    const { listings } = audited('listing_title,current_price,base_cost\nTote,18.40,7.35\n', {
      country: 'GB',
      offsiteAds: true,
      annualSales: 2500,
    });
    const tote = listings[0] as PricingAuditListing;
    const marginAt = (price: number) =>
      calculate({
        mode: 'forward',
        country: 'GB',
        selling_price: price,
        product_cost: 7.35,
        has_offsite_ads: true,
        annual_revenue: 2500,
      }).profitAnalysis.profitMargin;
    for (const [tier, price] of [
      [25, tote.target_margin_25_price],
      [40, tote.target_margin_40_price],
      [50, tote.target_margin_50_price],
    ] as const) {
      expect(price, `${tier}%`).not.toBeNull();
      expect(marginAt(price as number)).toBeGreaterThanOrEqual(tier);
      expect(marginAt(Math.round((price as number) * 100 - 1) / 100)).toBeLessThan(tier);
    }
    expect(tote.current_margin_percent).toBe(marginAt(18.4));
  });

  it('colours margins red under 15% and yellow under 25% (advanced spec §9)', () => {
    expect([healthOf(-3), healthOf(14.99), healthOf(15), healthOf(24.99), healthOf(25)]).toEqual([
      'critical',
      'critical',
      'warning',
      'warning',
      'healthy',
    ]);
    const { listings, summary } = audited(
      'listing_title,current_price,base_cost\nLoss,6.00,5.00\nThin,8.00,5.00\nFine,10.00,5.00\n',
    );
    expect(listings.map((l) => l.health_status)).toEqual(['critical', 'warning', 'healthy']);
    expect(summary).toMatchObject({ critical_count: 1, warning_count: 1, healthy_count: 1 });
    expect(listings[0]?.recommendations[0]).toMatch(
      /^Each sale loses \$0\.02\. Raise the price to at least \$6\.02/,
    );
  });

  it('reads the marketplace listings export with the default cost, and saved products by title', () => {
    const file =
      '\uFEFFTITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,TAGS,SKU\r\n' +
      '"Ring, silver","Long text, with a\nline break",$45.00,USD,3,"ring,silver",R-1\r\n' +
      'Necklace,Plain,"1,045.50",USD,1,,\r\n';
    const result = audited(file, {
      country: 'US',
      defaultCostPerItem: 5,
      products: [{ name: 'ring, SILVER', costPerItem: 12.5, currency: 'USD' }],
    });
    expect(result.file.format).toBe('etsy_listings');
    expect(
      result.listings.map((l) => [l.listing_title, l.current_price, l.base_cost, l.cost_source]),
    ).toEqual([
      ['Ring, silver', 45, 12.5, 'product'],
      ['Necklace', 1045.5, 5, 'default'],
    ]);
    expect(result.warnings).toContain(
      '1 listing uses the default cost per item: the file gives no cost and no saved product matches by SKU or title.',
    );
  });

  it('turns an unreadable price into an error line naming the row and column, and audits the rest', () => {
    const result = audited('listing_title,current_price\nA,12.00\nB,twelve\nC,\n');
    expect(result.listings.map((l) => l.listing_title)).toEqual(['A']);
    expect(result.errors).toEqual([
      "Row 3, column 'current_price': 'twelve' is not an amount of money.",
      "Row 4, column 'current_price': is empty.",
    ]);
  });

  it('refuses a price in another currency than the country pays in', () => {
    const result = audited('TITLE,PRICE,CURRENCY_CODE\nRing,€20.00,EUR\n');
    expect(result.listings).toHaveLength(0);
    expect(result.errors[0]).toMatch(/^Row 2, column 'PRICE': is in EUR, but the analysis is in USD/);
  });

  it('answers empty input and an unknown header with a sentence', () => {
    expect(auditPricing('  \n', US)).toEqual({ ok: false, reason: 'Please upload or paste CSV data' });
    const unknown = auditPricing('Sale Date,Order ID\n1/2/26,1\n', US);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.reason).toMatch(
      /^The file's columns were not recognised\. The pricing audit template needs the columns listing_title, current_price/,
    );
  });
});
