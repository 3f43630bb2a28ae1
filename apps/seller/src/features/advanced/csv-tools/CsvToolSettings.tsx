import { plural, t } from '@lingui/core/macro';
import {
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  type InputWrapperProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  countryName,
  CSV_TOOL_COUNTRIES,
  DEFAULT_AUDIT_BASE_COST,
  findCountry,
  findCurrency,
  formatCount,
  formatMajor,
  formatPercent,
  isEnglish,
  MARGIN_TIERS,
  minorDigits,
  numberSymbols,
  TARGET_MARGIN,
} from '@margin/core';
import { useLocale } from '../../../i18n/runtime';
import type { CsvToolKind } from './csv-analysis';
import {
  COST_LABELS,
  CSV_FIELD_LABELS,
  TOOL_FIELDS,
  typedTargetMargin,
  type CsvToolFormValues,
} from './csv-tool-form';
import { CSV_TOOL_TEXTS } from './csv-tool-texts';

/** The tools' six countries, named in the seller's language. */
const countryOptions = (locale: string) =>
  CSV_TOOL_COUNTRIES.map((code) => {
    const country = findCountry(code);
    return {
      value: code,
      label: country
        ? `${country.flag} ${countryName(code, country.name, locale)} (${country.currency})`
        : code,
    };
  });

/** Revenue from which the offsite ads fee is 12% instead of 15% (advanced spec §9), in the seller's currency. */
const OFFSITE_ADS_THRESHOLD = 10_000;

/** Amounts typed and shown the seller's way ('1.250,50' in German); the form keeps plain numbers. */
function separatorsFor(locale: string) {
  if (isEnglish(locale)) return { decimalSeparator: '.', thousandSeparator: ',' };
  const { decimal, group } = numberSymbols(locale);
  return { decimalSeparator: decimal, thousandSeparator: group };
}

/** The spec's settings of one tool: country, annual sales, cost per item, postage, target margin, switches. */
export function CsvToolSettings({
  kind,
  form,
  savedProducts,
  running,
}: {
  kind: CsvToolKind;
  form: UseFormReturnType<CsvToolFormValues>;
  /** How many saved products can give a row its cost. */
  savedProducts: number;
  running: boolean;
}) {
  const locale = useLocale();
  const fields = TOOL_FIELDS[kind];
  const { values } = form;
  const currency = findCountry(values.country)?.currency ?? 'USD';
  const symbol = findCurrency(currency)?.symbol ?? currency;
  const decimals = minorDigits(currency);
  const separators = separatorsFor(locale);
  const money = {
    min: 0,
    step: decimals > 0 ? 10 ** -decimals : 1,
    decimalScale: decimals,
    ...separators,
    allowNegative: false,
    leftSection: (
      <Text size="sm" c="dimmed" aria-hidden="true">
        {symbol}
      </Text>
    ),
  } as const;
  // Descriptions under the inputs, so the inputs of a row line up whatever their descriptions' length.
  const below: Pick<InputWrapperProps, 'inputWrapperOrder'> = {
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  };
  const margin = typedTargetMargin(values.targetMargin);
  const defaultCost = formatMajor(DEFAULT_AUDIT_BASE_COST, currency, locale);
  const saved = formatCount(savedProducts, locale);
  const costSources = `${
    savedProducts > 0
      ? plural(savedProducts, {
          one: `Costs come from the file, then your ${saved} saved product (matched by SKU, then title), then this amount.`,
          other: `Costs come from the file, then your ${saved} saved products (matched by SKU, then title), then this amount.`,
        })
      : t`For rows whose cost the file does not give. Saved Multi-Product rows match by SKU, then title.`
  } ${t`Empty counts as ${defaultCost}.`}`;
  const market = formatPercent(MARGIN_TIERS.market, locale);
  const premium = formatPercent(MARGIN_TIERS.premium, locale);
  const threshold = formatMajor(OFFSITE_ADS_THRESHOLD, currency, locale);
  const adsCap = formatMajor(100, currency, locale);
  const typedMargin =
    margin !== undefined && Number.isFinite(margin)
      ? formatPercent(Number((margin * 100).toFixed(2)), locale)
      : null;

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {CSV_TOOL_TEXTS.settings}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: fields.postage ? 3 : fields.targetMargin ? 4 : 3 }}
        spacing="md"
        verticalSpacing="md"
      >
        <Select
          label={CSV_FIELD_LABELS.country}
          description={t`Its fee schedule and currency`}
          data={countryOptions(locale)}
          allowDeselect={false}
          disabled={running}
          {...below}
          {...form.getInputProps('country')}
        />
        <NumberInput
          label={CSV_FIELD_LABELS.annualSales}
          description={t`Last 12 months: decides the offsite ads rate`}
          placeholder="0"
          disabled={running}
          {...money}
          {...below}
          {...form.getInputProps('annualSales')}
        />
        <NumberInput
          label={COST_LABELS[kind]}
          description={costSources}
          placeholder={defaultCost}
          disabled={running}
          {...money}
          {...below}
          {...form.getInputProps('costPerItem')}
        />
        {fields.postage && (
          <NumberInput
            label={CSV_FIELD_LABELS.postagePerOrder}
            description={t`What a shipping label costs you, for orders whose file has no postage_cost. Comes off net profit.`}
            placeholder={t`None`}
            disabled={running}
            {...money}
            {...below}
            {...form.getInputProps('postagePerOrder')}
          />
        )}
        {fields.targetMargin && (
          <NumberInput
            label={CSV_FIELD_LABELS.targetMargin}
            description={
              kind === 'orders'
                ? t`40 or 0.40: both are 40% (up to 1 is a fraction, above 1 a percent). Item lines under it are flagged.`
                : t`40 or 0.40: both are 40% (up to 1 is a fraction, above 1 a percent). Market and premium prices are at ${market} and ${premium}.`
            }
            min={TARGET_MARGIN.min}
            max={100}
            step={TARGET_MARGIN.step}
            decimalScale={2}
            decimalSeparator={separators.decimalSeparator}
            allowNegative={false}
            clampBehavior="strict"
            disabled={running}
            rightSectionWidth={64}
            rightSection={
              typedMargin !== null ? (
                <Text size="xs" c="dimmed" aria-hidden="true">
                  = {typedMargin}
                </Text>
              ) : null
            }
            {...below}
            {...form.getInputProps('targetMargin')}
          />
        )}
      </SimpleGrid>
      {fields.priceCuts && (
        <Switch
          label={CSV_FIELD_LABELS.allowPriceCuts}
          description={t`On: listings priced above your target are lowered to the target price, which cuts their price. Off: they keep their price, and only prices under target go up.`}
          disabled={running}
          {...form.getInputProps('allowPriceCuts', { type: 'checkbox' })}
        />
      )}
      {fields.offsiteAds && (
        <Switch
          label={t`Sales come through offsite ads`}
          description={t`Adds the offsite ads fee: 15% of the order (12% from ${threshold} a year), at most ${adsCap}`}
          disabled={running}
          {...form.getInputProps('offsiteAds', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}
