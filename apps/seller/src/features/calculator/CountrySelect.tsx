import { Alert, Anchor, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { formatIsoDate, formatMajor, formatRate } from '@margin/core';
import type { CountryTable } from './use-countries';

export interface CountrySelectProps {
  countries: CountryTable | undefined;
  value: string;
  onChange: (code: string) => void;
  /** True when the list comes from the table built into the app because the server did not answer. */
  offline?: boolean;
}

/** Country of the seller's bank account: it decides the currency and the payment processing fee. */
export function CountrySelect({ countries, value, onChange, offline = false }: CountrySelectProps) {
  if (!countries) {
    return (
      <Stack gap={6} aria-busy="true">
        <Skeleton height={14} width={70} />
        <Skeleton height={42} />
        <Skeleton height={14} width="70%" />
      </Stack>
    );
  }
  const options = Object.entries(countries).map(([code, c]) => ({
    value: code,
    label: `${c.flag} ${c.name} (${c.currency})`,
  }));
  const selectedCode = countries[value] ? value : (options[0]?.value ?? '');
  const selected = countries[selectedCode];

  return (
    <Stack gap="xs">
      {/* The browser's own select: a phone opens its own picker, and the arrow keys change the country without opening
          the list. Mantine's Select (a combobox, and the Floating UI that places its list) stays out of the first
          download. (Typing a name does not find a country: each label starts with its flag.) */}
      <NativeSelect
        label="Country"
        description="Where your shop's bank account is: it sets your currency and payment processing fee."
        data={options}
        value={selectedCode}
        onChange={(event) => onChange(event.currentTarget.value)}
        size="md"
      />
      {selected && (
        <Text size="sm" c="dimmed">
          Payment processing: {formatRate(selected.payment_processing_rate)} +{' '}
          {formatMajor(selected.payment_processing_fixed, selected.currency)} · checked{' '}
          {formatIsoDate(selected.checked_on)} ·{' '}
          <Anchor href={selected.source_url} target="_blank" rel="noopener noreferrer" size="sm">
            Source
          </Anchor>
        </Text>
      )}
      {offline && (
        <Alert variant="light" color="yellow" p="xs">
          <Text size="sm">You are offline: using the fee table built into the app.</Text>
        </Alert>
      )}
    </Stack>
  );
}
