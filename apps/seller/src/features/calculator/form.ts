import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  findPreset,
  OPTIMAL_MARGIN,
  PRESET_ORDER,
  type CalculatorPrefill,
  type PresetId,
  type TCalculationMode,
} from '@margin/core';
import { localized } from '../../i18n/localized';
import { presetLabel } from './preset-texts';

/**
 * The calculator form as the seller typed it. Numbers stay text until a calculation, so a half-typed "12."
 * survives a re-render and the last inputs can be stored as they were entered.
 */
export const MONEY_FIELDS = [
  'selling_price',
  'target_profit',
  'product_cost',
  'printing_cost',
  'shipping_cost',
  'packaging_cost',
  'additional_costs',
  'gift_wrap_cost',
  'marketing_ads_cost',
  'annual_revenue',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

export const RATE_FIELDS = ['discount_rate', 'vat_rate'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export const FLAG_FIELDS = ['vat_included', 'free_shipping', 'has_offsite_ads'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** The optional charges of docs/fee-model.md, by their request field: those of the seller's country start on. */
export const CHARGE_FIELDS = [
  'regulatory_fee_rate',
  'vat_on_fees_rate',
  'currency_conversion_rate',
  'international_processing_rate',
] as const;
export type ChargeField = (typeof CHARGE_FIELDS)[number];

export type NumberField = MoneyField | RateField | 'quantity';

export interface ChargeSetting {
  on: boolean;
  /** Percent, as typed. */
  rate: string;
}

export type TargetKind = 'profit' | 'margin';

export interface CalculatorForm extends Record<MoneyField | RateField, string>, Record<FlagField, boolean> {
  mode: TCalculationMode;
  /** What the calculation is about ('Handmade mug'), optional: it titles the results, exports and shares. */
  product_name: string;
  /** Reverse mode solves for one target: the profit on the order or the margin (the engine takes one). */
  targetKind: TargetKind;
  /** Slider value, percent. */
  target_margin: number;
  quantity: string;
  charges: Record<ChargeField, ChargeSetting>;
}

const noCharges = (): Record<ChargeField, ChargeSetting> =>
  Object.fromEntries(CHARGE_FIELDS.map((field) => [field, { on: false, rate: '' }])) as Record<
    ChargeField,
    ChargeSetting
  >;

export const DEFAULT_FORM: CalculatorForm = {
  mode: 'forward',
  product_name: '',
  targetKind: 'profit',
  target_margin: OPTIMAL_MARGIN.default,
  selling_price: '',
  target_profit: '',
  product_cost: '',
  printing_cost: '',
  shipping_cost: '',
  packaging_cost: '',
  additional_costs: '',
  gift_wrap_cost: '',
  marketing_ads_cost: '',
  annual_revenue: '',
  quantity: '',
  discount_rate: '',
  vat_rate: '',
  vat_included: false,
  free_shipping: false,
  has_offsite_ads: false,
  charges: noCharges(),
};

type LabelledField = NumberField | ChargeField | 'target_margin' | 'product_name';

/**
 * The fields' names as messages. Their English is the name the server gives a field in its refusals
 * ('Selling price must be a number.'), so the app can say those in the seller's language too.
 */
export const FIELD_LABEL_MESSAGES: Record<LabelledField, MessageDescriptor> = {
  product_name: msg`Product name`,
  selling_price: msg`Selling price`,
  target_profit: msg`Target profit`,
  target_margin: msg`Target margin`,
  product_cost: msg`Product cost`,
  printing_cost: msg`Printing cost`,
  shipping_cost: msg`Shipping cost`,
  packaging_cost: msg`Packaging cost`,
  additional_costs: msg`Additional costs`,
  gift_wrap_cost: msg`Gift wrap cost`,
  marketing_ads_cost: msg`Marketing ads cost`,
  annual_revenue: msg`Annual revenue`,
  quantity: msg`Quantity`,
  discount_rate: msg`Discount rate`,
  vat_rate: msg`VAT rate`,
  regulatory_fee_rate: msg`Regulatory operating fee`,
  vat_on_fees_rate: msg`VAT on marketplace fees`,
  currency_conversion_rate: msg`Currency conversion`,
  international_processing_rate: msg`International buyer processing`,
};

/** Visible labels, also used to name a field in error messages; each read in the language on screen. */
export const FIELD_LABELS: Record<LabelledField, string> = localized(FIELD_LABEL_MESSAGES);

/** How many Advanced Options differ from their defaults, so a collapsed block still says it is in use. */
export function advancedInUse(form: CalculatorForm): number {
  const typed = (
    [
      'quantity',
      'discount_rate',
      'vat_rate',
      'gift_wrap_cost',
      'marketing_ads_cost',
      'annual_revenue',
    ] as const
  ).filter(
    (field) =>
      form[field].trim() !== '' &&
      Number(form[field]) !== 0 &&
      !(field === 'quantity' && Number(form[field]) === 1),
  ).length;
  const flags = FLAG_FIELDS.filter((field) => form[field]).length;
  const charges = CHARGE_FIELDS.filter((field) => form.charges[field].on).length;
  return typed + flags + charges;
}

const clampMargin = (margin: number) => Math.min(OPTIMAL_MARGIN.max, Math.max(OPTIMAL_MARGIN.min, margin));

/** The form a calculator link asks for (core spec §2.4): what it names, on top of an empty form. */
export function formFromPrefill(prefill: CalculatorPrefill): CalculatorForm {
  const form: CalculatorForm = { ...DEFAULT_FORM, charges: noCharges() };
  for (const field of [...MONEY_FIELDS, ...RATE_FIELDS, 'quantity'] as const) {
    const value = prefill[field];
    if (typeof value === 'number' && fitsInput(field, String(value))) form[field] = String(value);
  }
  for (const field of FLAG_FIELDS) {
    const value = prefill[field];
    if (typeof value === 'boolean') form[field] = value;
  }
  if (prefill.mode) form.mode = prefill.mode;
  if (prefill.product_name) form.product_name = prefill.product_name;
  const margin = prefill.target_margin;
  if (typeof margin === 'number' && !((prefill.target_profit ?? 0) > 0)) {
    form.targetKind = 'margin';
    form.target_margin = clampMargin(margin);
  }
  return form;
}

/**
 * Text the field's input could hold as typed (a plain number, not negative, at most two decimals; a whole
 * quantity from 1). Values from a link or from storage are taken only then, as a keystroke would be (core spec
 * §5: anything else is ignored), so a field never shows something other than what is calculated.
 */
export function fitsInput(field: NumberField | ChargeField, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value === '') return true;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return false;
  const decimals = match[2]?.length ?? 0;
  return field === 'quantity' ? decimals === 0 && Number(value) >= 1 : decimals <= 2;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form read back from storage, whatever it holds: each known field is taken when it has the right type
 * (numbers as text its input could hold), anything else keeps its default. Null when there is no form at all.
 */
export function formFromStored(value: unknown): CalculatorForm | null {
  if (!isRecord(value)) return null;
  const form: CalculatorForm = { ...DEFAULT_FORM, charges: noCharges() };
  for (const field of [...MONEY_FIELDS, ...RATE_FIELDS, 'quantity'] as const) {
    const text = value[field];
    if (fitsInput(field, text)) form[field] = text;
  }
  for (const field of FLAG_FIELDS) {
    if (typeof value[field] === 'boolean') form[field] = value[field];
  }
  if (value.mode === 'forward' || value.mode === 'reverse') form.mode = value.mode;
  if (typeof value.product_name === 'string') form.product_name = value.product_name;
  if (value.targetKind === 'profit' || value.targetKind === 'margin') form.targetKind = value.targetKind;
  if (typeof value.target_margin === 'number' && Number.isFinite(value.target_margin))
    form.target_margin = clampMargin(value.target_margin);
  const charges = value.charges;
  if (isRecord(charges)) {
    for (const field of CHARGE_FIELDS) {
      const charge = charges[field];
      if (isRecord(charge) && typeof charge.on === 'boolean' && fitsInput(field, charge.rate))
        form.charges[field] = { on: charge.on, rate: charge.rate };
    }
  }
  return form;
}

/** What a preset put back to its default that the form had otherwise, in words ("quantity 1", "offsite ads off"). */
function orderDetailsReset(before: CalculatorForm): string[] {
  const set = (field: MoneyField | RateField) => before[field].trim() !== '' && Number(before[field]) !== 0;
  const reset: string[] = [];
  const quantity = PRESET_ORDER.quantity;
  if (before.quantity.trim() !== '' && Number(before.quantity) !== quantity)
    reset.push(t`quantity ${quantity}`);
  if (set('discount_rate')) reset.push(t`no discount`);
  if (set('vat_rate') || before.vat_included) reset.push(t`no VAT`);
  if (set('gift_wrap_cost')) reset.push(t`no gift wrap`);
  if (set('marketing_ads_cost')) reset.push(t`no ad spend`);
  if (before.free_shipping) reset.push(t`free shipping off`);
  if (before.has_offsite_ads) reset.push(t`offsite ads off`);
  if (CHARGE_FIELDS.some((field) => before.charges[field].on)) reset.push(t`optional charges off`);
  return reset;
}

/**
 * The form for a preset (core's applyPreset, as the form holds it): the preset's price and costs, every order
 * detail back to its default and the optional charges off, so nothing of the previous scenario mixes in. The
 * country, mode, reverse target and annual revenue stay. `message` says what was set and what was reset.
 */
export function formWithPreset(
  before: CalculatorForm,
  id: PresetId,
): { form: CalculatorForm; message: string } {
  const preset = findPreset(id);
  const form: CalculatorForm = { ...before, charges: noCharges() };
  for (const [field, value] of Object.entries(PRESET_ORDER)) {
    if (typeof value === 'boolean') form[field as FlagField] = value;
    else form[field as RateField | MoneyField | 'quantity'] = String(value);
  }
  for (const [field, value] of Object.entries(preset.values)) form[field as MoneyField] = String(value);

  const label = presetLabel(preset);
  const filled =
    before.mode === 'reverse'
      ? t`Costs filled in from “${label}”; your target stays.`
      : t`Price and costs filled in from “${label}”.`;
  const reset = orderDetailsReset(before);
  const list = reset.join(', ');
  return { form, message: reset.length > 0 ? t`${filled} Also reset: ${list}.` : filled };
}
