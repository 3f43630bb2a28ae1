/**
 * Starting points for the calculator form: typical per-item costs and a realistic price for four kinds of
 * shop, in USD (2025 prices). Applying a preset sets all six of its fields, zeros included, so nothing from
 * the previous product lingers; the country, mode, quantity and every other field are left as they are, and
 * the amounts are applied as they are in the request's currency.
 */
import type { TCalculationRequest } from '../fees/schemas';

export const PRESET_IDS = [
  'digital-download',
  'print-on-demand-tshirt',
  'handmade-jewelry',
  'heavy-item',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export type PresetField =
  | 'product_cost'
  | 'printing_cost'
  | 'packaging_cost'
  | 'additional_costs'
  | 'shipping_cost'
  | 'selling_price';
export type PresetValues = Readonly<Record<PresetField, number>>;

export interface Preset {
  id: PresetId;
  label: string;
  description: string;
  values: PresetValues;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'digital-download',
    label: 'Digital download',
    description:
      'A printable or template delivered as a file: nothing to make, pack or ship; a small cost for fonts, ' +
      'mock-ups and file hosting.',
    values: {
      product_cost: 0,
      printing_cost: 0,
      packaging_cost: 0,
      additional_costs: 0.5,
      shipping_cost: 0,
      selling_price: 8,
    },
  },
  {
    id: 'print-on-demand-tshirt',
    label: 'Print-on-demand T-shirt',
    description:
      'A blank tee printed (DTG) and shipped by a print-on-demand partner, who bills the blank, the print and ' +
      'the postage; the partner packs it.',
    values: {
      product_cost: 6.5,
      printing_cost: 5.5,
      packaging_cost: 0,
      additional_costs: 0,
      shipping_cost: 4.75,
      selling_price: 24.99,
    },
  },
  {
    id: 'handmade-jewelry',
    label: 'Handmade jewelry',
    description:
      'A sterling-silver and gemstone piece made by hand: materials, a gift box and tools, sent as a small ' +
      'tracked letter.',
    values: {
      product_cost: 8,
      printing_cost: 0,
      packaging_cost: 1.5,
      additional_costs: 1,
      shipping_cost: 4.5,
      selling_price: 38,
    },
  },
  {
    id: 'heavy-item',
    label: 'Heavy item',
    description:
      'A bulky or heavy piece such as a ceramic planter or cast-iron décor: sturdy packing, and shipping is ' +
      'the biggest cost.',
    values: {
      product_cost: 18,
      printing_cost: 0,
      packaging_cost: 4.5,
      additional_costs: 2,
      shipping_cost: 22,
      selling_price: 65,
    },
  },
];

export function isPresetId(value: string): value is PresetId {
  return (PRESET_IDS as readonly string[]).includes(value);
}

export function findPreset(id: PresetId): Preset {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`Unknown preset ${String(id)}`);
  return preset;
}

/** The request with the preset's six values applied (a new object; the request is not changed). */
export function applyPreset(request: TCalculationRequest, presetId: PresetId): TCalculationRequest {
  return { ...request, ...findPreset(presetId).values };
}
