import { msg } from '@lingui/core/macro';
import {
  DEFAULT_DESIRED_MARGIN,
  minorDigits,
  type TProduct,
  type TProductInput,
  type TProductUpdate,
} from '@margin/core';
import { localized } from '../../../i18n/localized';
import { MULTI_PRODUCT_TEXTS } from './texts';

/**
 * The multi-product table's rows as the form holds them (advanced spec §3 "Product row"). A number field the
 * seller emptied is '' until it is saved; a new row's id is 'temp-...' until the server gives it one.
 */
export const MONEY_FIELDS = [
  'product_cost',
  'printing_cost',
  'shipping_cost',
  'packaging_cost',
  'additional_costs',
  'selling_price',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
export const NUMBER_FIELDS = [...MONEY_FIELDS, 'desired_margin'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
export type TextField = 'name' | 'sku';
export type RowField = NumberField | TextField;

/** A number field as Mantine's NumberInput gives it: a number, or text while it is empty or half typed. */
export type FieldValue = number | string;

export interface ProductRow extends Record<NumberField, FieldValue> {
  /** Client only: the React key, kept when a new row gets its server id so a field being typed in keeps focus. */
  key: string;
  id: string;
  /** Client only, never sent (spec §3): not yet on the server. */
  isNew: boolean;
  name: string;
  /** The listing's SKU: the CSV tools match a saved product to an export's row by it before the title. */
  sku: string;
  currency: string;
  /**
   * Client only: the price follows the row's computed price (the one that leaves the desired margin after the
   * marketplace's fees) until the seller types their own or picks the simple suggestion.
   */
  priceAuto: boolean;
}

/** How the table names each field: column headings, input labels and error sentences. */
export const FIELD_LABELS: Record<RowField, string> = localized({
  name: msg`Product name`,
  sku: msg`SKU`,
  product_cost: msg`Product cost`,
  printing_cost: msg`Printing`,
  shipping_cost: msg`Shipping`,
  packaging_cost: msg`Packaging`,
  additional_costs: msg`Additional costs`,
  desired_margin: msg`Margin %`,
  selling_price: msg`Selling price`,
});

/** The name as messages print it: the spec's 'Unnamed Product' when it has none. */
export function displayName(row: { name: string }): string {
  return row.name.trim() || MULTI_PRODUCT_TEXTS.unnamed;
}

const TEMP_PREFIX = 'temp-';
let tempCounter = 0;

export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}

/**
 * A fresh row: margin 30 (spec §3), costs empty, in the seller's currency, its price computed from the costs
 * (`withAutoPrice` fills it in; empty until then).
 */
export function newRow(currency: string): ProductRow {
  tempCounter += 1;
  const id = `${TEMP_PREFIX}${Date.now().toString(36)}-${tempCounter}`;
  return {
    key: id,
    id,
    isNew: true,
    name: '',
    sku: '',
    product_cost: '',
    printing_cost: '',
    shipping_cost: '',
    packaging_cost: '',
    additional_costs: '',
    desired_margin: DEFAULT_DESIRED_MARGIN,
    selling_price: '',
    currency,
    priceAuto: true,
  };
}

/**
 * An amount as the field shows it: with the currency's decimals ("8.50", not "8.5"). A cost of 0 shows as an
 * empty field (its placeholder reads 0.00), so the costs a product has stand out; a price always shows.
 */
export function moneyText(value: number, currency: string, field: MoneyField = 'selling_price'): string {
  if (value === 0 && field !== 'selling_price') return '';
  return value.toFixed(minorDigits(currency));
}

/** A saved product as a row: its saved price is the seller's unless `priceAuto` says it still follows the costs. */
export function rowFromProduct(product: TProduct, key = product.id, priceAuto = false): ProductRow {
  const money = (field: MoneyField) => moneyText(product[field], product.currency, field);
  return {
    key,
    id: product.id,
    isNew: false,
    name: product.name,
    sku: product.sku,
    product_cost: money('product_cost'),
    printing_cost: money('printing_cost'),
    shipping_cost: money('shipping_cost'),
    packaging_cost: money('packaging_cost'),
    additional_costs: money('additional_costs'),
    desired_margin: product.desired_margin,
    selling_price: money('selling_price'),
    currency: product.currency,
    priceAuto,
  };
}

/** A field's number, or null while it is empty (or not a number yet). */
export function parsedNumber(value: FieldValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A field's number, empty counting as 0 (the API's default for a cost left out). */
export function numberOf(value: FieldValue | undefined): number {
  return parsedNumber(value) ?? 0;
}

/** The desired margin in use: an empty field counts as 30 (advanced spec §5). */
export function marginOf(row: ProductRow): number {
  return parsedNumber(row.desired_margin) ?? DEFAULT_DESIRED_MARGIN;
}

/** The costs of a row as the pricing helpers read them. */
export function costsOf(row: ProductRow) {
  return {
    product_cost: numberOf(row.product_cost),
    printing_cost: numberOf(row.printing_cost),
    shipping_cost: numberOf(row.shipping_cost),
    packaging_cost: numberOf(row.packaging_cost),
    additional_costs: numberOf(row.additional_costs),
  };
}

/** A number field as it is saved: an emptied cost is 0, an emptied margin the default 30. */
function savedValue(row: ProductRow, field: NumberField): number | undefined {
  const value = parsedNumber(row[field]);
  if (value !== null) return value;
  if (field === 'selling_price') return undefined; // required: the form refuses it before any save
  return field === 'desired_margin' ? DEFAULT_DESIRED_MARGIN : 0;
}

/** The row as the form's schema and POST /api/products read it (every field but id and isNew). */
export function productInput(row: ProductRow): Omit<TProductInput, 'selling_price'> & {
  selling_price: number | undefined;
} {
  return {
    name: row.name.trim(),
    sku: row.sku.trim(),
    product_cost: savedValue(row, 'product_cost'),
    printing_cost: savedValue(row, 'printing_cost'),
    shipping_cost: savedValue(row, 'shipping_cost'),
    packaging_cost: savedValue(row, 'packaging_cost'),
    additional_costs: savedValue(row, 'additional_costs'),
    desired_margin: savedValue(row, 'desired_margin'),
    selling_price: savedValue(row, 'selling_price'),
    currency: row.currency,
  };
}

/** The create call's input for a row the form has validated. */
export function createInput(row: ProductRow): TProductInput {
  const input = productInput(row);
  return { ...input, selling_price: input.selling_price ?? 0 };
}

/** The fields of `row` that differ from the saved `product`, as the update call takes them (none: null). */
export function changedFields(row: ProductRow, product: TProduct): TProductUpdate | null {
  const input = productInput(row);
  const update: TProductUpdate = { id: product.id };
  let changed = false;
  for (const field of ['name', 'sku'] as const) {
    if (input[field] !== product[field]) {
      update[field] = input[field];
      changed = true;
    }
  }
  for (const field of NUMBER_FIELDS) {
    const value = input[field];
    if (value !== product[field]) {
      if (value !== undefined) update[field] = value;
      changed = true;
    }
  }
  // The currency is fixed when a product is first saved (the API keeps its amounts in that currency).
  return changed ? update : null;
}

/** A new row nobody has typed in yet: the one the table starts with. */
export function isPristine(row: ProductRow): boolean {
  return (
    row.isNew &&
    row.name === '' &&
    row.sku === '' &&
    row.priceAuto &&
    MONEY_FIELDS.every((field) => field === 'selling_price' || parsedNumber(row[field]) === null) &&
    row.desired_margin === DEFAULT_DESIRED_MARGIN
  );
}

export type RowStatus = 'new' | 'changed' | 'saved';

export function rowStatus(row: ProductRow, saved: ReadonlyMap<string, TProduct>): RowStatus {
  if (row.isNew) return 'new';
  const product = saved.get(row.id);
  return product && changedFields(row, product) === null ? 'saved' : 'changed';
}
