import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { FIELD_LABELS, type CalculatorForm, type MoneyField } from './form';
import { NumberField } from './NumberField';
import type { FieldErrors } from './request';

/** What each amount is per (docs/FEES.md), said under the field so nobody enters an order total per item. */
const COSTS: { field: MoneyField; description: MessageDescriptor }[] = [
  { field: 'product_cost', description: msg`Materials or the product, per item` },
  { field: 'printing_cost', description: msg`Per item` },
  { field: 'shipping_cost', description: msg`Per order: the buyer pays it, you pay the carrier` },
  { field: 'packaging_cost', description: msg`Per item` },
  { field: 'additional_costs', description: msg`Anything else, per item` },
];

export interface MoneyFieldsProps {
  form: CalculatorForm;
  onChange: (patch: Partial<CalculatorForm>) => void;
  currency: string;
  errors: FieldErrors;
}

export function CostFields({ form, onChange, currency, errors }: MoneyFieldsProps) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {COSTS.map(({ field, description }) => (
        <NumberField
          key={field}
          kind="money"
          currency={currency}
          label={FIELD_LABELS[field]}
          description={i18n._(description)}
          value={form[field]}
          onChange={(value) => onChange({ [field]: value })}
          error={errors[field]}
        />
      ))}
    </SimpleGrid>
  );
}
