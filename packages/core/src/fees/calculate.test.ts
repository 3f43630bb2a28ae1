import { describe, expect, it } from 'vitest';
import { calculate, CalculationError } from './calculate';
import { ZCalculationInputSchema, type TCalculationInput } from './schemas';

const calc = (input: TCalculationInput) => calculate(ZCalculationInputSchema.parse(input));

/** Every figure below was worked out by hand from docs/FEES.md; the comments show the sums. */
describe('forward calculation, one worked example per country and rule', () => {
  it('reproduces the example of docs/FEES.md (US, price 25, product 5, shipping 4)', () => {
    const r = calc({ country: 'US', selling_price: 25, product_cost: 5, shipping_cost: 4 });
    expect(r.revenueBreakdown).toEqual({
      grossRevenue: 29,
      listingFee: 0.2,
      transactionFee: 1.89, // 6.5% of 29.00 = 1.885, half-up
      paymentProcessingFee: 1.12, // 0.87 + 0.25
      offsiteAdsFee: 0,
      additionalCharges: [],
      totalMarketplaceFees: 3.21,
      vatAmount: 0,
      netRevenue: 25.79,
    });
    expect(r.costBreakdown).toEqual({ productCost: 5, shippingCost: 4, marketingAdsCost: 0, totalCosts: 9 });
    expect(r.profitAnalysis).toEqual({ netProfit: 16.79, profitMargin: 57.9 });
    expect(r.feeBreakdown).toEqual({ totalFees: 3.21, transactionFee: 1.89, processingFee: 1.12 });
    expect(r.insights.breakEvenPrice).toBe(6.44);
    expect(r.insights.biggestCost).toBe('Product Cost');
  });

  it('rounds exact half cents up where binary floating point rounds them down', () => {
    // 6.5% of 9.00 is exactly 0.585; as a float it is 0.58499999..., which toFixed rounds to 0.58.
    expect((9 * 0.065).toFixed(2)).toBe('0.58');
    expect(calc({ selling_price: 9 }).revenueBreakdown.transactionFee).toBe(0.59);
    expect(calc({ selling_price: 29 }).revenueBreakdown.transactionFee).toBe(1.89);
  });

  it('GB: 4% + 0.20 processing, listing fee converted from USD', () => {
    // order 23.00; listing 0.20 USD x 0.743208 = 0.1486 -> 0.15; transaction 1.495 -> 1.50;
    // processing 0.92 + 0.20 = 1.12; fees 2.77; net 20.23; costs 7.00; profit 13.23; margin 13.23 / 23 = 57.52%
    const r = calc({ country: 'GB', selling_price: 20, product_cost: 4, shipping_cost: 3 });
    expect(r.currency).toBe('GBP');
    expect(r.revenueBreakdown).toMatchObject({
      listingFee: 0.15,
      transactionFee: 1.5,
      paymentProcessingFee: 1.12,
      totalMarketplaceFees: 2.77,
      netRevenue: 20.23,
    });
    expect(r.profitAnalysis).toEqual({ netProfit: 13.23, profitMargin: 57.52 });
  });

  it('CA: quantity 2 with a 10% discount off the items, not shipping', () => {
    // items 30 x 2 x 0.9 = 54.00; order 59.00; listing 0.20 USD x 1.395196 = 0.279 -> 0.28 each, 0.56;
    // transaction 3.835 -> 3.84; processing 1.77 + 0.25 = 2.02; fees 6.42; net 52.58;
    // costs 10 x 2 + 5 = 25; profit 27.58; margin 27.58 / 59 = 46.75%
    const r = calc({
      country: 'CA',
      selling_price: 30,
      quantity: 2,
      discount_rate: 10,
      product_cost: 10,
      shipping_cost: 5,
    });
    expect(r.revenueBreakdown).toMatchObject({
      grossRevenue: 59,
      listingFee: 0.56,
      transactionFee: 3.84,
      paymentProcessingFee: 2.02,
      totalMarketplaceFees: 6.42,
    });
    expect(r.profitAnalysis).toEqual({ netProfit: 27.58, profitMargin: 46.75 });
  });

  it('AU: GST included in the price comes out of revenue and the margin base', () => {
    // order 33.00; GST 33 x 10/110 = 3.00; listing 0.20 USD x 1.515033 = 0.303 -> 0.30; transaction 2.145 -> 2.15;
    // processing 0.99 + 0.25 = 1.24; fees 3.69; net 33 - 3.69 - 3.00 = 26.31; profit 18.31; margin 18.31 / 30 = 61.03%
    const r = calc({ country: 'AU', selling_price: 33, product_cost: 8, vat_rate: 10, vat_included: true });
    expect(r.revenueBreakdown).toMatchObject({
      grossRevenue: 33,
      vatAmount: 3,
      listingFee: 0.3,
      transactionFee: 2.15,
      paymentProcessingFee: 1.24,
      netRevenue: 26.31,
    });
    expect(r.profitAnalysis).toEqual({ netProfit: 18.31, profitMargin: 61.03 });
  });

  it('DE: VAT added at checkout is paid by the buyer, processed, and passed on; transaction fee ignores it', () => {
    // order 12.50; VAT 19% = 2.375 -> 2.38; buyer total 14.88; listing 0.20 USD x 0.851716 = 0.17;
    // transaction 6.5% x 12.50 = 0.8125 -> 0.81; processing 4% x 14.88 = 0.5952 -> 0.60, + 0.30 = 0.90;
    // fees 1.88; net 14.88 - 1.88 - 2.38 = 10.62; costs 4.50; profit 6.12; margin 6.12 / 12.50 = 48.96%
    const r = calc({ country: 'DE', selling_price: 10, product_cost: 2, shipping_cost: 2.5, vat_rate: 19 });
    expect(r.revenueBreakdown).toMatchObject({
      grossRevenue: 14.88,
      vatAmount: 2.38,
      listingFee: 0.17,
      transactionFee: 0.81,
      paymentProcessingFee: 0.9,
      totalMarketplaceFees: 1.88,
      netRevenue: 10.62,
    });
    expect(r.profitAnalysis).toEqual({ netProfit: 6.12, profitMargin: 48.96 });
  });

  it.each(['DE', 'FR', 'IT', 'ES', 'NL'])('%s: euro countries pay 4%% + 0.30', (country) => {
    // order 50.00; listing 0.17; transaction 3.25; processing 2.00 + 0.30 = 2.30; fees 5.72; net 44.28
    const r = calc({ country, selling_price: 50 });
    expect(r.currency).toBe('EUR');
    expect(r.revenueBreakdown).toMatchObject({ paymentProcessingFee: 2.3, totalMarketplaceFees: 5.72 });
    expect(r.profitAnalysis.netProfit).toBe(44.28);
  });

  it('free shipping: the buyer pays none, the seller still pays the carrier', () => {
    // FR: order 50.00 (no shipping charged); fees 5.72 as above; costs 15 + 6 = 21; profit 44.28 - 21 = 23.28
    const r = calc({
      country: 'FR',
      selling_price: 50,
      product_cost: 15,
      shipping_cost: 6,
      free_shipping: true,
    });
    expect(r.revenueBreakdown.grossRevenue).toBe(50);
    expect(r.costBreakdown).toMatchObject({ shippingCost: 6, totalCosts: 21 });
    expect(r.profitAnalysis).toEqual({ netProfit: 23.28, profitMargin: 46.56 });
  });

  it('gift wrap is charged to the buyer, pays fees, and is a product cost', () => {
    // order 20 + 3 = 23.00; transaction 1.495 -> 1.50; processing 0.69 + 0.25 = 0.94; fees 2.64;
    // costs 4 + 3 = 7; profit 23 - 2.64 - 7 = 13.36
    const r = calc({ selling_price: 20, product_cost: 4, gift_wrap_cost: 3 });
    expect(r.revenueBreakdown).toMatchObject({
      grossRevenue: 23,
      transactionFee: 1.5,
      totalMarketplaceFees: 2.64,
    });
    expect(r.costBreakdown.productCost).toBe(7);
    expect(r.profitAnalysis.netProfit).toBe(13.36);
  });

  it('per-item costs and the listing fee scale with quantity; marketing ads is its own cost', () => {
    // q 3 at 10.00: order 30.00; listing 0.60; transaction 1.95; processing 0.90 + 0.25 = 1.15; fees 3.70;
    // costs (2 + 0.5 + 0.25 + 0.25) x 3 = 9.00 product, ads 12.00; profit 30 - 3.70 - 21 = 5.30
    const r = calc({
      selling_price: 10,
      quantity: 3,
      product_cost: 2,
      printing_cost: 0.5,
      packaging_cost: 0.25,
      additional_costs: 0.25,
      marketing_ads_cost: 12,
    });
    expect(r.revenueBreakdown).toMatchObject({ listingFee: 0.6, totalMarketplaceFees: 3.7 });
    expect(r.costBreakdown).toEqual({
      productCost: 9,
      shippingCost: 0,
      marketingAdsCost: 12,
      totalCosts: 21,
    });
    expect(r.profitAnalysis.netProfit).toBe(5.3);
    expect(r.insights.biggestCost).toBe('Marketing Ads');
  });

  it('says None for the biggest cost only when every cost and fee is 0', () => {
    // With a price of 0 the listing fee and fixed processing fee still apply.
    expect(calc({ selling_price: 0 }).insights.biggestCost).toBe('Marketplace Fees');
    expect(calc({ country: 'US', selling_price: 0 }).revenueBreakdown.totalMarketplaceFees).toBe(0.45);
  });
});

describe('offsite ads', () => {
  const base = { selling_price: 40, product_cost: 10, shipping_cost: 5, has_offsite_ads: true } as const;

  it('charges 15% of the order under 10,000 USD of yearly revenue', () => {
    // order 45.00; offsite 6.75; transaction 2.925 -> 2.93; processing 1.35 + 0.25 = 1.60; listing 0.20;
    // fees 11.48; profit 45 - 11.48 - 15 = 18.52; margin 41.16%
    const r = calc({ ...base, annual_revenue: 9_999.99 });
    expect(r.revenueBreakdown).toMatchObject({ offsiteAdsFee: 6.75, totalMarketplaceFees: 11.48 });
    expect(r.profitAnalysis).toEqual({ netProfit: 18.52, profitMargin: 41.16 });
    expect(r.formulas.offsiteAdsFee).toContain('under $10,000.00');
  });

  it('charges 12% from 10,000 USD of yearly revenue', () => {
    // offsite 5.40; fees 10.13; profit 19.87
    const r = calc({ ...base, annual_revenue: 10_000 });
    expect(r.revenueBreakdown).toMatchObject({ offsiteAdsFee: 5.4, totalMarketplaceFees: 10.13 });
    expect(r.profitAnalysis.netProfit).toBe(19.87);
  });

  it('caps the fee at 100 USD per order', () => {
    const r = calc({ selling_price: 800, has_offsite_ads: true });
    expect(r.revenueBreakdown.offsiteAdsFee).toBe(100); // 15% of 800 = 120
    expect(r.formulas.offsiteAdsFee).toContain('capped at $100.00 per order');
  });

  it('converts the threshold and the cap to the seller currency exactly', () => {
    // 10,000 USD x 0.743208 = 7,432.08 GBP; cap 100 USD = 74.3208 -> 74.32 GBP
    const at = calc({ country: 'GB', selling_price: 100, has_offsite_ads: true, annual_revenue: 7_432.08 });
    const under = calc({
      country: 'GB',
      selling_price: 100,
      has_offsite_ads: true,
      annual_revenue: 7_432.07,
    });
    expect(at.revenueBreakdown.offsiteAdsFee).toBe(12);
    expect(under.revenueBreakdown.offsiteAdsFee).toBe(15);
    expect(
      calc({ country: 'GB', selling_price: 1000, has_offsite_ads: true }).revenueBreakdown.offsiteAdsFee,
    ).toBe(74.32);
  });

  it('is left out of the formulas when off', () => {
    expect(calc({ selling_price: 40 }).formulas.offsiteAdsFee).toBeNull();
  });
});

describe('optional charges', () => {
  it('are off by default and each shows as its own line only when above 0', () => {
    expect(calc({ country: 'GB', selling_price: 20 }).revenueBreakdown.additionalCharges).toEqual([]);
    const zero = calc({ country: 'GB', selling_price: 20, regulatory_fee_rate: 0 });
    expect(zero.revenueBreakdown.additionalCharges).toEqual([]);
  });

  it('GB: regulatory operating fee and VAT on the marketplace fees', () => {
    // order 23.00 (20 + 3 shipping); regulatory 0.32% = 0.0736 -> 0.07; listing 0.15; transaction 1.30 + 0.195
    // -> 0.20 = 1.50; processing 0.92 + 0.20 = 1.12; VAT on services 20% x (0.15 + 1.50 + 0.07) = 0.344 -> 0.34,
    // VAT on processing 20% x 1.12 = 0.224 -> 0.22, so 0.56; fees 0.15 + 1.50 + 1.12 + 0.07 + 0.56 = 3.40
    const r = calc({
      country: 'GB',
      selling_price: 20,
      shipping_cost: 3,
      regulatory_fee_rate: 0.32,
      vat_on_fees_rate: 20,
    });
    expect(r.revenueBreakdown.additionalCharges.map((c) => [c.id, c.amount])).toEqual([
      ['regulatory_fee', 0.07],
      ['vat_on_fees', 0.56],
    ]);
    expect(r.revenueBreakdown.totalMarketplaceFees).toBe(3.4);
    expect(r.revenueBreakdown.additionalCharges[1]!.formula).toBe(
      '20% × £1.72 (listing, transaction, offsite ads and regulatory fees) = £0.344 → £0.34; ' +
        '20% × £1.12 payment processing = £0.224 → £0.22; £0.34 + £0.22 = £0.56',
    );
  });

  it("computes the country's dated charges only when asked, and none on VAT for a VAT-registered seller", () => {
    const sale = { country: 'GB', selling_price: 20, shipping_cost: 3 } as const;
    const charges = (input: TCalculationInput) =>
      calc(input).revenueBreakdown.additionalCharges.map((c) => [c.id, c.amount]);
    expect(charges(sale)).toEqual([]);
    // The same figures as the rates typed above, taken from data/seller-charges.json.
    expect(charges({ ...sale, regulatory_fee: true, vat_on_fees: true })).toEqual([
      ['regulatory_fee', 0.07],
      ['vat_on_fees', 0.56],
    ]);
    expect(charges({ ...sale, regulatory_fee: true, vat_on_fees: true, vat_registered: true })).toEqual([
      ['regulatory_fee', 0.07],
    ]);
    // Germany has no regulatory fee; its VAT is 19%: 19% x (0.17 + 1.50) = 0.3173 -> 0.32 and 19% x (0.92 +
    // 0.30) = 0.2318 -> 0.23.
    expect(charges({ ...sale, country: 'DE', regulatory_fee: true, vat_on_fees: true })).toEqual([
      ['vat_on_fees', 0.55],
    ]);
    // A US seller pays neither.
    expect(charges({ ...sale, country: 'US', regulatory_fee: true, vat_on_fees: true })).toEqual([]);
  });

  it('counts a shipping label bought from the marketplace as a cost, not a fee', () => {
    const plain = calc({ selling_price: 25, product_cost: 5, shipping_cost: 4 });
    const labelled = calc({ selling_price: 25, product_cost: 5, shipping_cost: 4, shipping_label_cost: 3.5 });
    expect(plain.costBreakdown).not.toHaveProperty('shippingLabelCost');
    expect(labelled.costBreakdown.shippingLabelCost).toBe(3.5);
    expect(labelled.costBreakdown.totalCosts).toBe(12.5);
    expect(labelled.revenueBreakdown.totalMarketplaceFees).toBe(plain.revenueBreakdown.totalMarketplaceFees);
    expect(labelled.profitAnalysis.netProfit).toBe(13.29);
  });

  it('CA: international buyer processing and currency conversion', () => {
    // order 59.00 as in the CA example; international (4% - 3%) x 59 = 0.59; conversion 2.5% x 59 = 1.475 -> 1.48
    const r = calc({
      country: 'CA',
      selling_price: 30,
      quantity: 2,
      discount_rate: 10,
      shipping_cost: 5,
      international_processing_rate: 4,
      currency_conversion_rate: 2.5,
    });
    expect(r.revenueBreakdown.additionalCharges.map((c) => [c.id, c.amount])).toEqual([
      ['currency_conversion', 1.48],
      ['international_processing', 0.59],
    ]);
    expect(r.revenueBreakdown.totalMarketplaceFees).toBe(6.42 + 1.48 + 0.59);
  });

  it('adds nothing for an international rate at or below the domestic one', () => {
    const r = calc({ selling_price: 30, international_processing_rate: 3 });
    expect(r.revenueBreakdown.additionalCharges).toEqual([]);
  });
});

describe('reverse calculation', () => {
  it('finds the smallest price for a target profit, to the cent', () => {
    // 24.99 also gives 16.79: transaction 1.88435 -> 1.88 saves the cent the price lost.
    const r = calc({ mode: 'reverse', target_profit: 16.79, product_cost: 5, shipping_cost: 4 });
    expect(r.sellingPrice).toBe(24.99);
    expect(r.profitAnalysis.netProfit).toBe(16.79);
    expect(r.target).toEqual({ kind: 'profit', value: 16.79 });
    expect(calc({ selling_price: 24.98, product_cost: 5, shipping_cost: 4 }).profitAnalysis.netProfit).toBe(
      16.78,
    );
  });

  it('finds the smallest price for a target margin', () => {
    // Straight line: profit = 0.905 (p + 4) - 9.45 >= 0.4 (p + 4) gives p >= 14.713. Checked by the cent:
    // 14.71: order 18.71, fees 0.20 + 1.22 + 0.81 = 2.23, profit 7.48, margin 39.98%;
    // 14.72: order 18.72, fees 2.23, profit 7.49, margin 40.01%.
    const r = calc({ mode: 'reverse', target_margin: 40, product_cost: 5, shipping_cost: 4 });
    expect(r.profitAnalysis.profitMargin).toBeGreaterThanOrEqual(40);
    const below = calc({ selling_price: r.sellingPrice - 0.01, product_cost: 5, shipping_cost: 4 });
    expect(below.profitAnalysis.profitMargin).toBeLessThan(40);
    expect(r.sellingPrice).toBe(14.72);
  });

  it('solves across the offsite-ads cap', () => {
    // Under the cap 15% of every extra dollar goes to offsite ads; past 666.67 the fee stops growing.
    const r = calc({ mode: 'reverse', target_profit: 700, product_cost: 10, has_offsite_ads: true });
    expect(r.revenueBreakdown.offsiteAdsFee).toBe(100);
    expect(r.profitAnalysis.netProfit).toBeGreaterThanOrEqual(700);
    const below = calc({ selling_price: r.sellingPrice - 0.01, product_cost: 10, has_offsite_ads: true });
    expect(below.profitAnalysis.netProfit).toBeLessThan(700);
  });

  it('treats a margin no price can reach as a clear error', () => {
    // US percentage fees: 6.5% + 3% + 15% offsite = 24.5% before the cap, 9.5% after it.
    expect(() => calc({ mode: 'reverse', target_margin: 95, product_cost: 5 })).toThrow(
      new CalculationError(
        'target_margin',
        'No price reaches a 95% margin in United States: percentage fees take 9.5% of every sale, so the margin stays below 90.5%.',
      ),
    );
  });

  it('refuses a target that needs a price above the largest accepted amount', () => {
    expect(() => calc({ mode: 'reverse', target_profit: 999_999, product_cost: 5 })).toThrow(
      'No price up to $1,000,000.00 reaches this target.',
    );
  });

  it('prefers the margin when both targets are given and the profit is 0', () => {
    const r = calc({ mode: 'reverse', target_profit: 0, target_margin: 30, product_cost: 5 });
    expect(r.target).toEqual({ kind: 'margin', value: 30 });
  });
});

describe('break-even price', () => {
  it('is the smallest price with profit >= 0', () => {
    const r = calc({ selling_price: 25, product_cost: 5, shipping_cost: 4 });
    expect(
      calc({ selling_price: 6.44, product_cost: 5, shipping_cost: 4 }).profitAnalysis.netProfit,
    ).toBeGreaterThanOrEqual(0);
    expect(
      calc({ selling_price: 6.43, product_cost: 5, shipping_cost: 4 }).profitAnalysis.netProfit,
    ).toBeLessThan(0);
    expect(r.insights.breakEvenPrice).toBe(6.44);
  });

  it('is null when a 100% discount leaves nothing to price', () => {
    expect(
      calc({ selling_price: 10, discount_rate: 100, product_cost: 1 }).insights.breakEvenPrice,
    ).toBeNull();
  });
});

describe('formulas and sources', () => {
  it('substitutes the real numbers and shows the rounding', () => {
    const r = calc({ selling_price: 25, product_cost: 5, shipping_cost: 4 });
    expect(r.formulas).toEqual({
      listingFee: '$0.20 × 1 item = $0.20',
      transactionFee:
        '6.5% × items $25.00 = $1.625 → $1.63; 6.5% × shipping $4.00 = $0.26; $1.63 + $0.26 = $1.89',
      paymentProcessingFee: '3% × buyer total $29.00 = $0.87, + $0.25 fixed = $1.12',
      offsiteAdsFee: null,
      profitCalculation:
        '$29.00 gross − $3.21 fees − $9.00 costs = $16.79 profit; margin = $16.79 ÷ $29.00 (gross − VAT) = 57.90%',
    });
    expect(r.insights.feeStructure).toBe(
      'United States (USD): listing $0.20 per item, transaction 6.5%, payment processing 3% + $0.25',
    );
  });

  it('explains the listing fee conversion for other currencies', () => {
    const r = calc({ country: 'DE', selling_price: 10, quantity: 2 });
    expect(r.formulas.listingFee).toBe(
      '$0.20 = €0.17 (at 0.851716 EUR per USD, rates of 2025-10-03) × 2 items = €0.34',
    );
  });

  it('links the three sources', () => {
    expect(Object.keys(calc({ selling_price: 1 }).sources)).toEqual([
      'etsyFeeBasics',
      'paymentProcessing',
      'offsiteAds',
    ]);
  });
});
