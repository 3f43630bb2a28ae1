import type { TProduct, TProductInput } from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import { validateProducts } from './product-form';
import {
  changedFields,
  isPristine,
  newRow,
  rowFromProduct,
  rowStatus,
  type ProductRow,
} from './product-rows';
import { bulkSummary, feeCountryFor, rowPricing, withAutoPrice } from './row-pricing';
import { productsCsv, productsFileName } from './products-csv';
import { pendingSaves, saveProducts, SAVE_TEXTS } from './save-products';

const US = { country: 'US', hasOffsiteAds: false };

const product: TProduct = {
  id: 'p1',
  name: 'Silver ring',
  sku: '',
  product_cost: 10,
  printing_cost: 1,
  shipping_cost: 0,
  packaging_cost: 0,
  additional_costs: 0,
  desired_margin: 30,
  selling_price: 18,
  currency: 'USD',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('product rows', () => {
  it('starts a new row with a temp- id, margin 30 and its price following the after-fees price', () => {
    const row = newRow('GBP');
    expect(row.id).toMatch(/^temp-/);
    expect(row).toMatchObject({ isNew: true, priceAuto: true, desired_margin: 30, currency: 'GBP' });
    expect(isPristine(row)).toBe(true);
    expect(isPristine(withAutoPrice(row, { country: 'GB', hasOffsiteAds: false }))).toBe(true);
    expect(isPristine({ ...row, product_cost: 1 })).toBe(false);
    expect(isPristine({ ...row, selling_price: 5, priceAuto: false })).toBe(false);
    expect(newRow('USD').id).not.toBe(row.id);
  });

  it('sends only the changed fields of a saved product; an emptied cost is 0 and an emptied margin 30', () => {
    const row = rowFromProduct(product);
    expect(changedFields(row, product)).toBeNull();
    expect(rowStatus(row, new Map([[product.id, product]]))).toBe('saved');
    expect(changedFields({ ...row, name: ' Silver ring ' }, product)).toBeNull();
    expect(changedFields({ ...row, printing_cost: '', selling_price: 19.5 }, product)).toEqual({
      id: 'p1',
      printing_cost: 0,
      selling_price: 19.5,
    });
    expect(changedFields({ ...row, desired_margin: '' }, product)).toBeNull();
    expect(rowStatus({ ...row, product_cost: 11 }, new Map([[product.id, product]]))).toBe('changed');
  });

  it('follows the after-fees price until the seller sets their own, and leaves it empty when none reaches the margin', () => {
    const row = { ...newRow('USD'), product_cost: 10 };
    expect(withAutoPrice(row, US).selling_price).toBe('17.28');
    expect(withAutoPrice({ ...row, desired_margin: 95 }, US).selling_price).toBe('');
    const own = { ...row, selling_price: '25.00', priceAuto: false };
    expect(withAutoPrice(own, US)).toBe(own);
  });

  it('prices a row in another currency with the fees of a country of that currency', () => {
    expect(feeCountryFor('USD', US)).toBe('US');
    expect(feeCountryFor('EUR', US)).toBe('DE');
    expect(feeCountryFor('EUR', { country: 'FR', hasOffsiteAds: false })).toBe('FR');
    const pricing = rowPricing({ ...newRow('EUR'), product_cost: 10 }, US);
    expect(pricing.feeCountry).toBe('DE');
    expect(pricing.exact).toMatchObject({ reachable: true, currency: 'EUR' });
  });

  it('sums the revenue per currency in minor units and averages the margins to 1 decimal', () => {
    const rows: ProductRow[] = [
      { ...newRow('USD'), selling_price: 0.1, desired_margin: 30 },
      { ...newRow('USD'), selling_price: 0.2, desired_margin: 33.33 },
      { ...newRow('EUR'), selling_price: 5, desired_margin: '' },
    ];
    const summary = bulkSummary(rows, US);
    expect(summary.totalProducts).toBe(3);
    expect(summary.averageMargin).toBe(31.1);
    // USD rows only (the seller's currency): 0.10 loses 0.36 (fees 0.20 + 0.01 + 0.00 + 0.25), 0.20 loses
    // 0.27 (0.20 + 0.01 + 0.01 + 0.25): -0.63 / 0.30 = -210%.
    expect(summary.marginAfterFees).toBe(-210);
    expect(summary.revenue).toEqual([
      { currency: 'USD', amount: 0.3 },
      { currency: 'EUR', amount: 5 },
    ]);
  });
});

describe('validateProducts', () => {
  it('names the field in a sentence for every refused value', () => {
    const row = newRow('USD');
    const errors = validateProducts({
      rows: [
        { ...row, selling_price: '0.75' },
        { ...row, name: 'x'.repeat(201), selling_price: '', desired_margin: 120, product_cost: 1.234 },
      ],
    });
    expect(errors).toEqual({
      'rows.1.name': 'Product name must be at most 200 characters.',
      'rows.1.selling_price': 'Selling price is required.',
      'rows.1.desired_margin': 'Margin % must be at most 100.',
      'rows.1.product_cost': 'Product cost must have at most 2 decimal places.',
    });
  });
});

describe('saveProducts', () => {
  const created = (input: TProductInput, id: string): TProduct => ({
    ...product,
    ...input,
    id,
    name: input.name ?? '',
  });

  it('creates the new rows and updates the changed ones, in table order', async () => {
    const saved = new Map([[product.id, product]]);
    const rows = [
      rowFromProduct(product),
      { ...rowFromProduct({ ...product, id: 'p2' }), selling_price: 21 },
      { ...newRow('USD'), name: 'Mug' },
    ];
    saved.set('p2', { ...product, id: 'p2' });
    expect(pendingSaves(rows, saved).map((save) => save.kind)).toEqual(['update', 'create']);
    expect(pendingSaves([rowFromProduct(product)], saved)).toEqual([]);

    const outcome = await saveProducts(rows, saved, {
      create: async (input) => created(input, 'p3'),
      update: async (input) => ({ ...product, ...input }),
    });
    expect(outcome.lines.map((line) => line.text)).toEqual([
      SAVE_TEXTS.saved('Silver ring'),
      SAVE_TEXTS.saved('Mug'),
    ]);
    expect(outcome).toMatchObject({ saved: 2, attempted: 2, error: null });
    expect(outcome.products.get(rows[2]!.id)?.id).toBe('p3');
  });

  it('sends ten calls at a time and stops when the server cannot be reached', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ ...newRow('USD'), name: `Item ${i + 1}` }));
    let calls = 0;
    const create = vi.fn(async (input: TProductInput) => {
      calls += 1;
      if (calls > 10) throw new TypeError('Failed to fetch');
      return created(input, `p${calls}`);
    });
    const outcome = await saveProducts(rows, new Map(), { create, update: vi.fn() });
    expect(create).toHaveBeenCalledTimes(20);
    expect(outcome.saved).toBe(10);
    expect(outcome.error).toBe('The server could not be reached. Check your connection.');
    expect(outcome.attempted).toBe(25);
  });
});

describe('products CSV', () => {
  it('is named with a product prefix and the local date', () => {
    expect(productsFileName(new Date(2026, 10, 23, 23, 59))).toBe('products-2026-11-23.csv');
  });

  it('writes numbers as numbers, the currency in its own column, and keeps formulas out', () => {
    const text = productsCsv([{ ...rowFromProduct(product), name: '=HYPERLINK("x")' }], {
      country: 'US',
      hasOffsiteAds: true,
    });
    const [, line] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(line).toMatch(
      /^"'=HYPERLINK\(""x""\)",10\.00,1\.00,0\.00,0\.00,0\.00,11\.00,30,18\.00,USD,15\.71,/,
    );
    expect(line).toMatch(/,US,Yes$/);
  });
});
