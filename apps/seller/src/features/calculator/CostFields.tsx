import { SimpleGrid } from '@mantine/core';
import { FIELD_LABELS, type CalculatorForm, type MoneyField } from './form';
import { NumberField } from './NumberField';
import type { FieldErrors } from './request';

/** What each amount is per (docs/FEES.md), said under the field so nobody enters an order total per item. */
const COSTS: { field: MoneyField; description: string }[] = [
  { field: 'product_cost', description: 'Materials or the product, per item' },
  { field: 'printing_cost', description: 'Per item' },
  { field: 'shipping_cost', description: 'Per order: the buyer pays it, you pay the carrier' },
  { field: 'packaging_cost', description: 'Per item' },
  { field: 'additional_costs', description: 'Anything else, per item' },
];

export interface MoneyFieldsProps {
  form: CalculatorForm;
  onChange: (patch: Partial<CalculatorForm>) => void;
  currency: string;
  errors: FieldErrors;
}

export function CostFields({ form, onChange, currency, errors }: MoneyFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {COSTS.map(({ field, description }) => (
        <NumberField
          key={field}
          kind="money"
          currency={currency}
          label={FIELD_LABELS[field]}
          description={description}
          value={form[field]}
          onChange={(value) => onChange({ [field]: value })}
          error={errors[field]}
        />
      ))}
    </SimpleGrid>
  );
}
