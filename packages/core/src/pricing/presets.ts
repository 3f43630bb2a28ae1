/**
 * Starting points for the calculator form: typical per-item costs and a realistic price for four kinds of
 * shop, in USD (2025 prices). A preset is a whole order, so nothing from the previous one lingers and mixes
 * two scenarios: it sets its six figures (zeros included) and puts every order detail back to its default
 * (PRESET_ORDER: one item, no discount, VAT, gift wrap or ad spend, no free shipping or offsite ad, no optional
 * charge). It keeps only what is not about the item (PRESET_KEEPS): the country, the mode and the reverse
 * target, and the shop's annual revenue. The amounts are applied as they are in the request's currency.
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

/** The order details every preset sets besides its own figures (their defaults; optional charges off). */
export const PRESET_ORDER = {
  quantity: 1,
  discount_rate: 0,
  vat_rate: 0,
  vat_included: false,
  gift_wrap_cost: 0,
  marketing_ads_cost: 0,
  free_shipping: false,
  has_offsite_ads: false,
} as const satisfies Partial<TCalculationRequest>;

/** What a preset leaves as it is: where the shop is, what the seller asks, and the shop's yearly sales. */
export const PRESET_KEEPS = [
  'country',
  'mode',
  'target_profit',
  'target_margin',
  'annual_revenue',
] as const satisfies readonly (keyof TCalculationRequest)[];

export function isPresetId(value: string): value is PresetId {
  return (PRESET_IDS as readonly string[]).includes(value);
}

export function findPreset(id: PresetId): Preset {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`Unknown preset ${String(id)}`);
  return preset;
}

/**
 * The request for a preset: its six values and PRESET_ORDER, with the optional charges off and only
 * PRESET_KEEPS taken from `request` (a new object; the request is not changed).
 */
export function applyPreset(request: TCalculationRequest, presetId: PresetId): TCalculationRequest {
  // mode and country are always present, so the picked fields are a request of their own.
  const kept = Object.fromEntries(
    PRESET_KEEPS.filter((field) => request[field] !== undefined).map((field) => [field, request[field]]),
  ) as Pick<TCalculationRequest, (typeof PRESET_KEEPS)[number]>;
  return { ...kept, ...PRESET_ORDER, ...findPreset(presetId).values };
}
