import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { countryName, formatIsoDate, formatMajor, formatRate } from '@margin/core';
import { useLocale } from '../../i18n/runtime';
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
  const { t } = useLingui();
  const locale = useLocale();
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
    label: `${c.flag} ${countryName(code, c.name, locale)} (${c.currency})`,
  }));
  const selectedCode = countries[value] ? value : (options[0]?.value ?? '');
  const selected = countries[selectedCode];
  const rate = selected ? formatRate(selected.payment_processing_rate, locale) : '';
  const fixed = selected ? formatMajor(selected.payment_processing_fixed, selected.currency, locale) : '';
  const checked = selected ? formatIsoDate(selected.checked_on, locale) : '';

  return (
    <Stack gap="xs">
      {/* The browser's own select: a phone opens its own picker, and the arrow keys change the country without opening
          the list. Mantine's Select (a combobox, and the Floating UI that places its list) stays out of the first
          download. (Typing a name does not find a country: each label starts with its flag.) */}
      <NativeSelect
        label={t`Country`}
        description={t`Where your shop's bank account is: it sets your currency and payment processing fee.`}
        data={options}
        value={selectedCode}
        onChange={(event) => onChange(event.currentTarget.value)}
        size="md"
      />
      {selected && (
        <Text size="sm" c="dimmed">
          <Trans>
            Payment processing: {rate} + {fixed} · checked {checked} ·{' '}
            <Anchor href={selected.source_url} target="_blank" rel="noopener noreferrer" size="sm">
              Source
            </Anchor>
          </Trans>
        </Text>
      )}
      {offline && (
        <Alert variant="light" color="yellow" p="xs">
          <Text size="sm">
            <Trans>You are offline: using the fee table built into the app.</Trans>
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
