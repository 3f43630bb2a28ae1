import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/countries';
import { calculate } from '../fees/calculate';
import { ZCalculationInputSchema, type TCalculationRequest } from '../fees/schemas';
import {
  applyPreset,
  findPreset,
  isPresetId,
  PRESET_IDS,
  PRESET_KEEPS,
  PRESET_ORDER,
  PRESETS,
  type PresetId,
} from './presets';

const base: TCalculationRequest = { mode: 'forward', country: 'US' };

describe('presets', () => {
  it('offers the four presets, each with a label, a description and all six values', () => {
    expect(PRESETS.map((p) => p.id)).toEqual([
      'digital-download',
      'print-on-demand-tshirt',
      'handmade-jewelry',
      'heavy-item',
    ]);
    expect(PRESET_IDS).toEqual(PRESETS.map((p) => p.id));
    for (const preset of PRESETS) {
      expect(preset.label).not.toBe('');
      expect(preset.description).not.toBe('');
      expect(Object.keys(preset.values).sort()).toEqual(
        [
          'additional_costs',
          'packaging_cost',
          'printing_cost',
          'product_cost',
          'selling_price',
          'shipping_cost',
        ].sort(),
      );
      // every value is one the calculator form accepts
      expect(ZCalculationInputSchema.safeParse(applyPreset(base, preset.id)).success).toBe(true);
    }
  });

  it('models each kind of shop', () => {
    const digital = findPreset('digital-download').values;
    expect(digital.shipping_cost).toBe(0);
    expect(digital.packaging_cost).toBe(0);
    expect(digital.additional_costs).toBeGreaterThan(0);
    expect(digital.additional_costs).toBeLessThan(1);
    expect(findPreset('print-on-demand-tshirt').values.printing_cost).toBeGreaterThan(0);
    const heavy = findPreset('heavy-item').values;
    const { selling_price: _price, ...heavyCosts } = heavy;
    expect(Math.max(...Object.values(heavyCosts))).toBe(heavy.shipping_cost);
    for (const preset of PRESETS)
      expect(preset.values.shipping_cost).toBeLessThanOrEqual(heavy.shipping_cost);
  });

  it('calculates to the hand-computed profit in the US', () => {
    const profit = (id: PresetId) => calculate(applyPreset(base, id)).profitAnalysis.netProfit;
    // 8.00: listing 0.20 + transaction 6.5% x 8 = 0.52 + processing 3% x 8 + 0.25 = 0.49 -> fees 1.21;
    // 8.00 - 1.21 - 0.50 = 6.29
    expect(profit('digital-download')).toBe(6.29);
    // 24.99 + 4.75 shipping = 29.74: 0.20 + 1.9331 -> 1.93 + (0.8922 -> 0.89) + 0.25 = 3.27;
    // costs 6.50 + 5.50 + 4.75 = 16.75; 29.74 - 3.27 - 16.75 = 9.72
    expect(profit('print-on-demand-tshirt')).toBe(9.72);
    // 38.00 + 4.50 = 42.50: 0.20 + (2.7625 -> 2.76) + (1.275 -> 1.28) + 0.25 = 4.49;
    // costs 8.00 + 1.50 + 1.00 + 4.50 = 15.00; 42.50 - 4.49 - 15.00 = 23.01
    expect(profit('handmade-jewelry')).toBe(23.01);
    // 65.00 + 22.00 = 87.00: 0.20 + (5.655 -> 5.66) + 2.61 + 0.25 = 8.72;
    // costs 18.00 + 4.50 + 2.00 + 22.00 = 46.50; 87.00 - 8.72 - 46.50 = 31.78
    expect(profit('heavy-item')).toBe(31.78);
  });

  it('is profitable at its sample price in every country', () => {
    for (const country of COUNTRIES) {
      for (const id of PRESET_IDS) {
        const result = calculate(applyPreset({ ...base, country: country.code }, id));
        expect(result.profitAnalysis.netProfit, `${id} in ${country.code}`).toBeGreaterThan(0);
      }
    }
  });

  it('sets a whole order: its six values, every order detail back to its default, the optional charges off', () => {
    const request: TCalculationRequest = {
      mode: 'reverse',
      country: 'GB',
      target_margin: 35,
      annual_revenue: 12_000,
      quantity: 2,
      discount_rate: 15,
      vat_rate: 20,
      vat_included: true,
      free_shipping: true,
      has_offsite_ads: true,
      product_cost: 40,
      shipping_cost: 12,
      packaging_cost: 3,
      gift_wrap_cost: 2,
      marketing_ads_cost: 1.5,
      regulatory_fee_rate: 0.32,
      currency_conversion_rate: 2.5,
    };
    const copy = structuredClone(request);
    expect(applyPreset(request, 'digital-download')).toEqual({
      // kept: where the shop is, what the seller asks, the shop's yearly sales
      mode: 'reverse',
      country: 'GB',
      target_margin: 35,
      annual_revenue: 12_000,
      // set
      ...PRESET_ORDER,
      product_cost: 0,
      printing_cost: 0,
      packaging_cost: 0,
      additional_costs: 0.5,
      shipping_cost: 0,
      selling_price: 8,
    });
    expect(PRESET_ORDER).toEqual({
      quantity: 1,
      discount_rate: 0,
      vat_rate: 0,
      vat_included: false,
      gift_wrap_cost: 0,
      marketing_ads_cost: 0,
      free_shipping: false,
      has_offsite_ads: false,
    });
    expect(PRESET_KEEPS).toEqual(['country', 'mode', 'target_profit', 'target_margin', 'annual_revenue']);
    expect(request).toEqual(copy);
  });

  it('recognises preset ids and refuses unknown ones', () => {
    expect(isPresetId('heavy-item')).toBe(true);
    expect(isPresetId('heavy')).toBe(false);
    expect(() => findPreset('heavy' as PresetId)).toThrow('Unknown preset heavy');
  });
});
