import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { MAX_PRODUCT_NAME_LENGTH } from '@margin/core';
import { FIELD_LABELS, type CalculatorForm } from './form';

export interface ProductNameFieldProps {
  value: string;
  onChange: (patch: Partial<CalculatorForm>) => void;
  error?: string;
}

/** The optional name of what is being priced: it titles the results, the exports, the e-mail and a shared link. */
export function ProductNameField({ value, onChange, error }: ProductNameFieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={FIELD_LABELS.product_name}
      description={t`Optional: titles the results, exports and shared links`}
      placeholder={t`e.g. Handmade mug`}
      value={value}
      maxLength={MAX_PRODUCT_NAME_LENGTH}
      autoComplete="off"
      onChange={(event) => onChange({ product_name: event.currentTarget.value })}
      error={error}
    />
  );
}
