import { ActionIcon, Badge, Group, NumberInput, TextInput } from '@mantine/core';
import {
  findCurrency,
  MAX_DESIRED_MARGIN,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_PRODUCT_SKU_LENGTH,
} from '@margin/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
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
  return row.name.trim() || `product ${index + 1}`;
}

/** A row's input, by field: focused when the row is added (name) or when a save finds it wrong. */
export const fieldInputId = (key: string, field: RowField) => `product-${field}-${key}`;
export const nameInputId = (key: string) => fieldInputId(key, 'name');

/** Under the selling price: which price the row uses. */
const PRICE_SOURCE_TEXTS: Record<PriceSource, string> = {
  'after-fees': 'After-fees price',
  suggestion: 'Simple suggestion',
  none: 'Type a price',
  typed: 'Your price',
};

const STATUS_BADGES: Record<RowStatus, { label: string; color: string } | null> = {
  new: { label: 'New', color: 'blue' },
  changed: { label: 'Unsaved changes', color: 'yellow' },
  saved: null,
};

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
  const label = rowLabel(row, index);
  const pricing = useMemo(() => rowPricing(row, settings), [row, settings]);
  const symbol = findCurrency(row.currency)?.symbol ?? row.currency;
  const badge = STATUS_BADGES[status];
  const sellingPrice = numberOf(row.selling_price);
  const source = priceSource(row, settings);

  const numberInput = (field: NumberField, options: { margin?: boolean; description?: string } = {}) => (
    <NumberInput
      id={fieldInputId(row.key, field)}
      label={FIELD_LABELS[field]}
      aria-label={`${FIELD_LABELS[field]} for ${label}`}
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
            placeholder: '0.00',
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
            aria-label={`Name of product ${index + 1}`}
            classNames={{ label: classes.cellLabel }}
            placeholder="e.g. Silver ring"
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
                aria-label={`${row.isNew ? 'Remove' : 'Delete'} ${label}`}
                // A native title rather than Mantine's Tooltip: the Tooltip pulls floating-ui into the first download.
                title={row.isNew ? 'Remove' : 'Delete'}
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
                aria-label={`SKU of ${label}`}
                placeholder="Optional"
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
