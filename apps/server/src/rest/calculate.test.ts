import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: unknown) =>
  server.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/calculate/enhanced', () => {
  it('answers the worked example of docs/FEES.md in the spec field names, money in major units', async () => {
    const res = await post('/api/calculate/enhanced', {
      country: 'US',
      mode: 'forward',
      selling_price: 25,
      product_cost: 5,
      shipping_cost: 4,
      printing_cost: 0,
      packaging_cost: 0,
      additional_costs: 0,
      quantity: 1,
      gift_wrap_cost: 0,
      has_offsite_ads: false,
      annual_revenue: 0,
      marketing_ads_cost: 0,
      vat_rate: 0,
      vat_included: false,
      free_shipping: false,
      discount_rate: 0,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      mode: 'forward',
      sellingPrice: 25,
      revenueBreakdown: {
        grossRevenue: 29,
        listingFee: 0.2,
        transactionFee: 1.89,
        paymentProcessingFee: 1.12,
        offsiteAdsFee: 0,
        totalMarketplaceFees: 3.21,
        vatAmount: 0,
        netRevenue: 25.79,
      },
      costBreakdown: { productCost: 5, shippingCost: 4, marketingAdsCost: 0, totalCosts: 9 },
      profitAnalysis: { netProfit: 16.79, profitMargin: 57.9 },
      feeBreakdown: { totalFees: 3.21, transactionFee: 1.89, processingFee: 1.12 },
      insights: { breakEvenPrice: 6.44, biggestCost: 'Product Cost' },
      sources: { etsyFeeBasics: expect.stringMatching(/^https:/) as unknown },
    });
    expect(Object.keys(body.formulas)).toEqual([
      'listingFee',
      'transactionFee',
      'paymentProcessingFee',
      'offsiteAdsFee',
      'profitCalculation',
    ]);
    // The formulas' signs beyond ASCII (×, →, −, ÷) arrive whole, and the length is counted in bytes.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body.formulas.transactionFee).toBe(
      '6.5% × items $25.00 = $1.625 → $1.63; 6.5% × shipping $4.00 = $0.26; $1.63 + $0.26 = $1.89',
    );
    expect(body.formulas.profitCalculation).toContain('$29.00 gross − $3.21 fees − $9.00 costs');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('solves reverse mode to the smallest whole-cent price', async () => {
    const res = await post('/api/calculate/enhanced', {
      mode: 'reverse',
      target_profit: 16.79,
      product_cost: 5,
      shipping_cost: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mode: 'reverse',
      sellingPrice: 24.99,
      profitAnalysis: { netProfit: 16.79 },
    });
  });

  it.each([
    [{ selling_price: 'twelve' }, 'Selling price must be a number.'],
    [{ product_cost: -2 }, 'Product cost cannot be negative.'],
    [{ quantity: 0 }, 'Quantity must be at least 1.'],
    [{ mode: 'reverse', target_margin: 120 }, 'Target margin must be below 100.'],
    [{ mode: 'reverse' }, 'Target profit is required in reverse mode (or give target_margin).'],
    [
      { mode: 'reverse', target_margin: 95, product_cost: 3 },
      'No price reaches a 95% margin in United States: percentage fees take 9.5% of every sale, so the margin stays below 90.5%.',
    ],
  ])('answers %j with 400 and a detail naming the field', async (payload, detail) => {
    const res = await post('/api/calculate/enhanced', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it("adds the country's regulatory fee and VAT on fees only when asked, and no VAT for a VAT-registered seller", async () => {
    const sale = { country: 'GB', selling_price: 20, shipping_cost: 3, shipping_label_cost: 2.5 };
    const charges = async (payload: object) => {
      const res = await post('/api/calculate/enhanced', payload);
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        costBreakdown: { shippingLabelCost?: number };
        revenueBreakdown: { additionalCharges: { id: string; amount: number }[] };
      }>();
      expect(body.costBreakdown.shippingLabelCost).toBe(2.5);
      return body.revenueBreakdown.additionalCharges.map((c) => [c.id, c.amount]);
    };
    expect(await charges(sale)).toEqual([]);
    // 0.32% of 23.00 = 0.07; 20% of the services 1.72 = 0.34 and of processing 1.12 = 0.22.
    expect(await charges({ ...sale, regulatory_fee: true, vat_on_fees: true })).toEqual([
      ['regulatory_fee', 0.07],
      ['vat_on_fees', 0.56],
    ]);
    expect(await charges({ ...sale, regulatory_fee: true, vat_on_fees: true, vat_registered: true })).toEqual(
      [['regulatory_fee', 0.07]],
    );
  });

  it('answers a body that is not JSON with a detail', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/calculate/enhanced',
      headers: { 'content-type': 'application/json' },
      payload: '{"selling_price": 2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

describe('GET /api/marketplace-fees/{currency}', () => {
  it('answers the fee rates of a currency', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/marketplace-fees/EUR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      listing_fee: 0.17,
      transaction_fee_rate: 0.065,
      payment_processing_rate: 0.04,
      payment_processing_fixed: 0.3,
    });
  });

  it('answers 404 for a currency it does not know', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/marketplace-fees/ABC' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Currency ABC is not supported.' });
  });
});

describe('calculation tracking', () => {
  it('accepts an anonymous tracking call without recording it', async () => {
    const res = await post('/api/calculations/track', { mode: 'forward', country: 'US' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tracked: false });
  });

  it('keeps usage stats behind sign-in', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/calculations/usage' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Please sign in to continue.' });
  });
});

describe('OpenAPI', () => {
  it('documents the calculation input fields and result', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/calculate/enhanced'].post;
    const input = op.requestBody.content['application/json'].schema;
    expect(Object.keys(input.properties)).toEqual(
      expect.arrayContaining([
        'selling_price',
        'target_margin',
        'vat_included',
        'has_offsite_ads',
        'country',
        'mode',
      ]),
    );
    const output = op.responses['200'].content['application/json'].schema;
    expect(output.required).toEqual(
      expect.arrayContaining(['revenueBreakdown', 'profitAnalysis', 'insights']),
    );
    expect(doc.paths['/api/marketplace-fees/{currency}'].get.parameters[0].name).toBe('currency');
  });
});
