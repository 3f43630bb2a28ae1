import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EARLIEST_SALE_DATE,
  findCurrency,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SALE_QUANTITY,
  minorDigits,
  ZSalesRecordInputSchema,
  type TSalesRecordInput,
} from '@margin/core';
import { localized } from '../../../i18n/localized';
import { fieldProblem } from '../field-problems';
import { numberSeparators } from '../number-separators';
import { formatProfit, saleProfitMinor } from '../sales-figures';

export interface SaleFormValues {
  date: string;
  product_name: string;
  selling_price: number | string;
  total_costs: number | string;
  quantity: number | string;
}

export const SALE_FIELD_LABELS: Record<keyof SaleFormValues, string> = localized({
  date: msg`Date`,
  product_name: msg`Product name`,
  selling_price: msg`Selling price`,
  total_costs: msg`Total costs`,
  quantity: msg`Quantity`,
});

/** Today on the seller's own calendar, YYYY-MM-DD (a sale is dated as the seller sees the day). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptySale = (): SaleFormValues => ({
  date: localToday(),
  product_name: '',
  selling_price: '',
  total_costs: '',
  quantity: 1,
});

const numberOrUndefined = (value: number | string) =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** The form's values as the API takes them (advanced spec §3 "Sales record (sent)"). */
export function saleInput(values: SaleFormValues, currency: string): TSalesRecordInput {
  return {
    date: values.date,
    product_name: values.product_name.trim(),
    selling_price: numberOrUndefined(values.selling_price) as number,
    total_costs: numberOrUndefined(values.total_costs) as number,
    quantity: numberOrUndefined(values.quantity) as number,
    currency,
  };
}

/**
 * The checks are core's schema, the one the server applies, so each limit is written once; its messages
 * name what is wrong and the form says it in the seller's language, the field's name in front: "Quantity must be
 * at least 1".
 */
export function validateSale(
  values: SaleFormValues,
  currency: string,
  locale = 'en',
): Record<string, string> {
  const result = ZSalesRecordInputSchema.safeParse(saleInput(values, currency));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof SaleFormValues;
    if (!(field in SALE_FIELD_LABELS) || errors[field]) continue;
    errors[field] = fieldProblem(SALE_FIELD_LABELS[field], issue.message, locale);
  }
  return errors;
}

export interface SaleFormProps {
  currency: string;
  initialValues?: SaleFormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: TSalesRecordInput, values: SaleFormValues) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

/** Date, product name, selling price, total costs and quantity, all required, with the profit as typed. */
export function SaleForm({
  currency,
  initialValues,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  cancelLabel,
}: SaleFormProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const form = useForm<SaleFormValues>({
    initialValues: initialValues ?? emptySale(),
    validate: (values) => validateSale(values, currency, i18n.locale),
  });
  const { values } = form;
  const symbol = findCurrency(currency)?.symbol ?? currency;
  const decimals = minorDigits(currency);
  const step = decimals > 0 ? 10 ** -decimals : 1;
  const profit = saleProfitMinor(values.selling_price, values.quantity, values.total_costs, currency);
  const money = {
    min: 0,
    step,
    decimalScale: decimals,
    ...numberSeparators(locale, true),
    leftSection: (
      <Text size="sm" c="dimmed" aria-hidden="true">
        {symbol}
      </Text>
    ),
    withAsterisk: true,
  } as const;

  return (
    <form noValidate onSubmit={form.onSubmit((checked) => onSubmit(saleInput(checked, currency), checked))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            label={SALE_FIELD_LABELS.date}
            withAsterisk
            min={EARLIEST_SALE_DATE}
            max={localToday()}
            {...form.getInputProps('date')}
          />
          <TextInput
            label={SALE_FIELD_LABELS.product_name}
            placeholder={t`e.g. Silver hoop earrings`}
            withAsterisk
            maxLength={MAX_PRODUCT_NAME_LENGTH}
            autoComplete="off"
            {...form.getInputProps('product_name')}
          />
          <NumberInput
            label={SALE_FIELD_LABELS.selling_price}
            description={t`Price of one item`}
            {...money}
            {...form.getInputProps('selling_price')}
          />
          <NumberInput
            label={SALE_FIELD_LABELS.quantity}
            description={t`Items in this sale`}
            withAsterisk
            min={1}
            max={MAX_SALE_QUANTITY}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label={SALE_FIELD_LABELS.total_costs}
            description={t`Everything this sale cost you: materials, fees, shipping`}
            {...money}
            {...form.getInputProps('total_costs')}
          />
          <Paper
            radius="md"
            p="sm"
            bg={
              profit !== null && profit < 0 ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-margin-0)'
            }
            aria-live="polite"
          >
            <Text size="sm" fw={500}>
              {t`Profit on this sale`}
            </Text>
            <Text
              fz={26}
              fw={800}
              lh={1.3}
              c={profit !== null && profit < 0 ? 'red.9' : undefined}
              data-testid="sale-profit"
            >
              {formatProfit(profit, currency, locale)}
            </Text>
            <Text size="xs" c="dimmed">
              {t`Selling price × quantity − total costs`}
            </Text>
          </Paper>
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t`Cancel`}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
