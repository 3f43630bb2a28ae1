import { msg, t } from '@lingui/core/macro';
import { ActionIcon, Badge, Group, NumberInput, TextInput } from '@mantine/core';
import {
  findCurrency,
  MAX_DESIRED_MARGIN,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_PRODUCT_SKU_LENGTH,
  numberFormat,
} from '@margin/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { localized } from '../../../i18n/localized';
import { useLocale } from '../../../i18n/runtime';
import { numberSeparators } from '../number-separators';
import classes from './MultiProduct.module.css';
import { PriceInsights } from './PriceInsights';
import {
  FIELD_LABELS,
  numberOf,
  parsedNumber,
  type FieldValue,
  type NumberField,
  type ProductRow,
  type RowField,
  type RowStatus,
} from './product-rows';
import { hasNoCosts, priceSource, rowPricing, type FeeSettings, type PriceSource } from './row-pricing';

export interface ProductRowViewProps {
  row: ProductRow;
  index: number;
  status: RowStatus;
  errors: Partial<Record<RowField, string>>;
  settings: FeeSettings;
  canRemove: boolean;
  disabled: boolean;
  onChange: (index: number, field: RowField, value: FieldValue) => void;
  /** A price picked from the row's insights; `follow`: it keeps following the costs (the after-fees price). */
  onUsePrice: (index: number, price: number, follow: boolean) => void;
  onBlur: (index: number, field: RowField) => void;
  onRemove: (index: number) => void;
}

/** The row's name in labels and messages: its own, or its place in the table while it has none. */
export function rowLabel(row: ProductRow, index: number): string {
  const place = index + 1;
  return row.name.trim() || t`product ${place}`;
}

/** A row's input, by field: focused when the row is added (name) or when a save finds it wrong. */
export const fieldInputId = (key: string, field: RowField) => `product-${field}-${key}`;
export const nameInputId = (key: string) => fieldInputId(key, 'name');

/** Under the selling price: which price the row uses. */
const PRICE_SOURCE_TEXTS: Record<PriceSource, string> = localized({
  'after-fees': msg`After-fees price`,
  suggestion: msg`Simple suggestion`,
  none: msg`Type a price`,
  typed: msg`Your price`,
});

const ROW_TEXTS = localized({
  new: msg`New`,
  changed: msg`Unsaved changes`,
  namePlaceholder: msg`e.g. Silver ring`,
  optional: msg`Optional`,
  remove: msg`Remove`,
  delete: msg`Delete`,
});

const STATUS_COLORS: Record<Exclude<RowStatus, 'saved'>, string> = { new: 'blue', changed: 'yellow' };

/** An empty amount's placeholder in the seller's language: '0.00', '0,00'. */
const zeroAmount = (locale: string) =>
  numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0);

const fieldFor = (field: string, name: string) => t`${field} for ${name}`;
const nameOf = (place: number) => t`Name of product ${place}`;
const skuOf = (name: string) => t`SKU of ${name}`;
const removeLabel = (name: string) => t`Remove ${name}`;
const deleteLabel = (name: string) => t`Delete ${name}`;

/**
 * One product of the table: its main line (name, product cost, printing, shipping, margin %, selling price,
 * actions) and a second line with the packaging and additional costs and the three prices. Memoised: typing in
 * one row prices that row again, not all 500.
 */
export const ProductRowView = memo(function ProductRowView({
  row,
  index,
  status,
  errors,
  settings,
  canRemove,
  disabled,
  onChange,
  onUsePrice,
  onBlur,
  onRemove,
}: ProductRowViewProps) {
  const locale = useLocale();
  const label = rowLabel(row, index);
  const pricing = useMemo(() => rowPricing(row, settings), [row, settings]);
  const symbol = findCurrency(row.currency)?.symbol ?? row.currency;
  const badge = status === 'saved' ? null : { label: ROW_TEXTS[status], color: STATUS_COLORS[status] };
  const sellingPrice = numberOf(row.selling_price);
  const source = priceSource(row, settings);

  const numberInput = (field: NumberField, options: { margin?: boolean; description?: string } = {}) => (
    <NumberInput
      id={fieldInputId(row.key, field)}
      label={FIELD_LABELS[field]}
      aria-label={fieldFor(FIELD_LABELS[field], label)}
      classNames={{ label: classes.cellLabel }}
      value={row[field]}
      onChange={(value) => onChange(index, field, value)}
      onBlur={() => onBlur(index, field)}
      error={errors[field]}
      description={options.description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      disabled={disabled}
      hideControls
      allowNegative={false}
      min={0}
      size="sm"
      {...numberSeparators(locale)}
      {...(options.margin
        ? {
            step: 1,
            max: MAX_DESIRED_MARGIN,
            decimalScale: 4,
            placeholder: '30',
            rightSection: '%',
            rightSectionPointerEvents: 'none' as const,
          }
        : {
            step: 0.01,
            decimalScale: 2,
            placeholder: zeroAmount(locale),
            leftSection: symbol,
            leftSectionPointerEvents: 'none' as const,
          })}
    />
  );
  const cell = (field: NumberField, options?: { margin?: boolean; description?: string }) => (
    <td className={classes.numberCell} data-field={field}>
      {numberInput(field, options)}
    </td>
  );

  return (
    <tbody className={classes.product} data-status={status} aria-label={label}>
      <tr>
        <td className={classes.nameCell}>
          <TextInput
            id={nameInputId(row.key)}
            label={FIELD_LABELS.name}
            aria-label={nameOf(index + 1)}
            classNames={{ label: classes.cellLabel }}
            placeholder={ROW_TEXTS.namePlaceholder}
            value={row.name}
            maxLength={MAX_PRODUCT_NAME_LENGTH}
            onChange={(event) => onChange(index, 'name', event.currentTarget.value)}
            onBlur={() => onBlur(index, 'name')}
            error={errors.name}
            disabled={disabled}
            size="sm"
            rightSectionWidth={badge ? 120 : undefined}
            rightSection={
              badge ? (
                <Badge size="xs" variant="light" color={badge.color} radius="sm">
                  {badge.label}
                </Badge>
              ) : null
            }
            rightSectionPointerEvents="none"
          />
        </td>
        {cell('product_cost')}
        {cell('printing_cost')}
        {cell('shipping_cost')}
        {cell('desired_margin', { margin: true })}
        {cell('selling_price', { description: PRICE_SOURCE_TEXTS[source] })}
        <td className={classes.actionsCell}>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => onRemove(index)}
                disabled={disabled}
                aria-label={row.isNew ? removeLabel(label) : deleteLabel(label)}
                // A native title rather than Mantine's Tooltip: the Tooltip pulls floating-ui into the first download.
                title={row.isNew ? ROW_TEXTS.remove : ROW_TEXTS.delete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </td>
      </tr>
      <tr>
        <td colSpan={7}>
          <div className={classes.details}>
            <div className={classes.extraCosts}>
              <TextInput
                id={fieldInputId(row.key, 'sku')}
                label={FIELD_LABELS.sku}
                aria-label={skuOf(label)}
                placeholder={ROW_TEXTS.optional}
                value={row.sku}
                maxLength={MAX_PRODUCT_SKU_LENGTH}
                onChange={(event) => onChange(index, 'sku', event.currentTarget.value)}
                onBlur={() => onBlur(index, 'sku')}
                error={errors.sku}
                disabled={disabled}
                size="sm"
              />
              {numberInput('packaging_cost')}
              {numberInput('additional_costs')}
            </div>
            <PriceInsights
              pricing={pricing}
              noCosts={hasNoCosts(row)}
              noPrice={parsedNumber(row.selling_price) === null}
              sellingPrice={sellingPrice}
              priceTyped={source !== 'after-fees'}
              label={label}
              onUsePrice={(price, follow) => onUsePrice(index, price, follow)}
            />
          </div>
        </td>
      </tr>
    </tbody>
  );
});
