import { DEFAULT_AUDIT_BASE_COST, NOT_CSV_FILE_MESSAGE, type TProduct } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { costProducts } from './cost-products';
import {
  checkCsvToolForm,
  initialCsvToolValues,
  MAX_DEVICE_FILE_BYTES,
  targetMarginText,
  toolCountry,
} from './csv-tool-form';
import { FILE_REFUSALS } from './file-refusals';

const CSV = 'title,current_price\nMug,28\n';

describe('the CSV tools’ form', () => {
  it('starts with the spec’s defaults: base cost 5 (audit), target margin 0.4, the seller’s country if offered, else US', () => {
    expect(initialCsvToolValues('audit', 'GB')).toMatchObject({
      country: 'GB',
      costPerItem: DEFAULT_AUDIT_BASE_COST,
      offsiteAds: false,
      targetMargin: 0.4,
    });
    // The bulk updater and the orders analysis open with the audit's default cost too, never an empty one.
    expect(initialCsvToolValues('orders', 'JP')).toMatchObject({ country: 'US', costPerItem: 5 });
    expect(initialCsvToolValues('listings', 'US')).toMatchObject({ costPerItem: 5, allowPriceCuts: false });
    expect(toolCountry('FR')).toBe('FR');
  });

  it("answers 'Please upload or paste CSV data' for nothing, or only a byte-order mark and blanks", () => {
    for (const csv of ['', '   \n', '\uFEFF\r\n']) {
      const checked = checkCsvToolForm('listings', { ...initialCsvToolValues('listings', 'US'), csv });
      expect(checked).toEqual({ ok: false, errors: { csv: 'Please upload or paste CSV data' } });
    }
  });

  it('asks for no file when the rows come from the shop, and still checks the settings', () => {
    const fromShop = { ...initialCsvToolValues('listings', 'US'), source: 'shop' as const };
    expect(checkCsvToolForm('listings', fromShop)).toEqual({
      ok: true,
      file: null,
      options: {
        country: 'US',
        offsiteAds: false,
        annualSales: 0,
        targetMargin: 0.4,
        defaultCostPerItem: 5,
        allowPriceCuts: false,
      },
    });
    // An emptied cost field counts as the default 5, not as 0; a typed 0 stays 0.
    expect(checkCsvToolForm('orders', { ...fromShop, costPerItem: '' })).toMatchObject({
      ok: true,
      options: { defaultCostPerItem: 5 },
    });
    expect(checkCsvToolForm('orders', { ...fromShop, costPerItem: 0 })).toMatchObject({
      ok: true,
      options: { defaultCostPerItem: 0 },
    });
    expect(checkCsvToolForm('audit', { ...fromShop, csv: 'ignored' })).toMatchObject({
      ok: true,
      file: null,
    });
    expect(checkCsvToolForm('orders', { ...fromShop, targetMargin: 150 })).toEqual({
      ok: false,
      errors: { targetMargin: 'Target margin must be from 0 to 100% (40 or 0.40 is 40%)' },
    });
  });

  it('reads pasted text as a file, and takes a file of any size up to 100 MB, saying why above it', async () => {
    const pasted = checkCsvToolForm('orders', { ...initialCsvToolValues('orders', 'US'), csv: CSV });
    expect(pasted.ok && (await pasted.file?.text())).toBe(CSV);
    // A sparse 12 MB file: past the API's 10 MB of text, well within what the device reads.
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'sold-order-items.csv', { type: 'text/csv' });
    const values = { ...initialCsvToolValues('orders', 'US'), file: big };
    expect(checkCsvToolForm('orders', values)).toMatchObject({ ok: true, file: big });
    const huge = { size: MAX_DEVICE_FILE_BYTES + 1, name: 'year.csv' } as File;
    expect(checkCsvToolForm('orders', { ...values, file: huge })).toEqual({
      ok: false,
      errors: { csv: FILE_REFUSALS.tooLarge },
    });
    expect(FILE_REFUSALS.tooLarge).toMatch(/^This file is larger than 100 MB/);
    // The spec's words in English, as the server answers them.
    expect(FILE_REFUSALS.notCsv).toBe(NOT_CSV_FILE_MESSAGE);
  });

  it('checks the settings with the API’s own schema and names the field', () => {
    const values = { ...initialCsvToolValues('listings', 'US'), csv: CSV };
    expect(checkCsvToolForm('listings', { ...values, targetMargin: 150 })).toEqual({
      ok: false,
      errors: { targetMargin: 'Target margin must be from 0 to 100% (40 or 0.40 is 40%)' },
    });
    expect(checkCsvToolForm('orders', { ...values, costPerItem: -1 })).toEqual({
      ok: false,
      errors: { costPerItem: 'Default cost per item cannot be negative' },
    });
    expect(checkCsvToolForm('audit', { ...values, annualSales: '12,000.555' })).toMatchObject({
      ok: false,
      errors: { annualSales: expect.stringMatching(/^Annual sales must have at most 2 decimal places/) },
    });
  });

  it('gives the engine the options of each tool', () => {
    const values = {
      ...initialCsvToolValues('audit', 'US'),
      csv: CSV,
      country: 'DE',
      offsiteAds: true,
      annualSales: 12000,
      costPerItem: 4.5,
      targetMargin: 0.3,
    };
    expect(checkCsvToolForm('audit', values)).toEqual({
      ok: true,
      file: expect.any(Blob),
      options: { country: 'DE', offsiteAds: true, annualSales: 12000, defaultCostPerItem: 4.5 },
    });
    expect(checkCsvToolForm('listings', values)).toMatchObject({
      ok: true,
      options: { country: 'DE', offsiteAds: true, targetMargin: 0.3, defaultCostPerItem: 4.5 },
    });
    const orders = checkCsvToolForm('orders', { ...values, costPerItem: '', annualSales: '' });
    expect(orders).toEqual({
      ok: true,
      file: expect.any(Blob),
      options: {
        country: 'DE',
        annualSales: 0,
        targetMargin: 0.3,
        defaultCostPerItem: 5,
        postageCostPerOrder: null,
      },
    });
    // The target margin as typed: 30 and 0.3 are both 30%; never is 30 read as 0.3%, nor 0.3 as 0.3%.
    for (const typed of [30, '30', 0.3, '0.30']) {
      expect(checkCsvToolForm('orders', { ...values, targetMargin: typed })).toMatchObject({
        ok: true,
        options: { targetMargin: 0.3 },
      });
    }
    expect(targetMarginText(0.3)).toBe('30%');
    expect(targetMarginText(null)).toBe('40%');
  });

  it('makes the saved products a cost source: all five costs, added to the cent', () => {
    const product = {
      id: 'p1',
      name: 'Silver ring',
      sku: '',
      product_cost: 0.1,
      printing_cost: 0.2,
      shipping_cost: 1.05,
      packaging_cost: 0.35,
      additional_costs: 0.3,
      desired_margin: 30,
      selling_price: 10,
      currency: 'USD',
      created_at: '',
      updated_at: '',
    } satisfies TProduct;
    expect(
      costProducts([
        product,
        {
          ...product,
          name: 'Mug',
          currency: 'JPY',
          product_cost: 500,
          printing_cost: 0,
          shipping_cost: 0,
          packaging_cost: 0,
          additional_costs: 0,
        },
      ]),
    ).toEqual([
      { name: 'Silver ring', sku: null, costPerItem: 2, currency: 'USD' },
      { name: 'Mug', sku: null, costPerItem: 500, currency: 'JPY' },
    ]);
    expect(costProducts(undefined)).toEqual([]);
  });
});
