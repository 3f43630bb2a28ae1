import { plural, t } from '@lingui/core/macro';
import { Group, Text } from '@mantine/core';
import { countryName, findCountry, formatCount, type AnalysedFile } from '@margin/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useLocale } from '../../../i18n/runtime';
import { FORMAT_TEXTS } from './csv-tool-texts';

/** "The marketplace’s sold order items export — 1,240 rows read, all analysed", in the seller's language. */
export function fileLine(file: AnalysedFile, locale: string): string {
  const format = FORMAT_TEXTS[file.format] ?? file.format_label;
  const rows = formatCount(file.rows_read, locale);
  const read = plural(file.rows_read, { one: `${rows} row read`, other: `${rows} rows read` });
  const analysedRows = formatCount(file.rows_analysed, locale);
  const analysed = file.rows_analysed === file.rows_read ? t`all analysed` : t`${analysedRows} analysed`;
  return `${format} — ${read}, ${analysed}`;
}

export function FileLine({ file }: { file: AnalysedFile }) {
  const locale = useLocale();
  const country = findCountry(file.country);
  const name = country ? countryName(country.code, country.name, locale) : file.country;
  const currency = file.currency;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconFileCheck
        size={20}
        aria-hidden="true"
        color="var(--mantine-color-margin-8)"
        style={{ flex: 'none' }}
      />
      <div>
        <Text fw={600} data-testid="csv-file-line">
          {fileLine(file, locale)}
        </Text>
        <Text size="sm" c="dimmed">
          {t`Fees of ${name}, in ${currency}`}
        </Text>
      </div>
    </Group>
  );
}
