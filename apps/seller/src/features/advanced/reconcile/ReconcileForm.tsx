import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, countryName } from '@margin/core';
import { IconPlayerPlay, IconShieldLock } from '@tabler/icons-react';
import { useLocale } from '../../../i18n/runtime';
import { CsvInput } from '../csv-tools/CsvInput';
import type { ReconcileFormValues } from './reconcile-form';
import { removeFile } from '../file-texts';
import { RECONCILE_TEXTS } from './texts';

/** Every country the fee tables cover, named in the seller's language: the reconciliation models any of them. */
const countryOptions = (locale: string) =>
  COUNTRIES.map((country) => ({
    value: country.code,
    label: `${country.flag} ${countryName(country.code, country.name, locale)} (${country.currency})`,
  }));

type FileField = 'statement' | 'orders';

/** One of the two files: the drop zone or the chosen file, with what was wrong with it. */
function FileInput({
  form,
  field,
  disabled,
}: {
  form: UseFormReturnType<ReconcileFormValues>;
  field: FileField;
  disabled: boolean;
}) {
  const statement = field === 'statement';
  const error = form.errors[field];
  return (
    <Stack gap={6}>
      <Text fw={600} component="h3" fz="md">
        {statement ? RECONCILE_TEXTS.statementLabel : RECONCILE_TEXTS.ordersLabel}
      </Text>
      <CsvInput
        file={form.values[field]}
        error={typeof error === 'string' ? error : null}
        accepts={statement ? RECONCILE_TEXTS.statementAccepts : RECONCILE_TEXTS.ordersAccepts}
        disabled={disabled}
        onFile={(file) => {
          form.setFieldValue(field, file);
          form.clearFieldError(field);
        }}
        onClear={() => form.setFieldValue(field, null)}
        onRefuse={(message) => form.setFieldError(field, message)}
        texts={{
          label: statement ? RECONCILE_TEXTS.statementLabel : RECONCILE_TEXTS.ordersLabel,
          chosen: statement ? RECONCILE_TEXTS.statementLabel : RECONCILE_TEXTS.ordersLabel,
          dropTitle: statement ? RECONCILE_TEXTS.statementDrop : RECONCILE_TEXTS.ordersDrop,
          choose: statement ? RECONCILE_TEXTS.chooseStatement : RECONCILE_TEXTS.chooseOrders,
          readHere: RECONCILE_TEXTS.readHere,
          remove: removeFile,
        }}
      />
    </Stack>
  );
}

/** The settings the fee model needs, the same for a statement and for the shop's month. */
export function ReconcileSettings({
  form,
  running,
}: {
  form: UseFormReturnType<ReconcileFormValues>;
  running: boolean;
}) {
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <NativeSelect
        label={RECONCILE_TEXTS.country}
        data={countryOptions(locale)}
        disabled={running}
        {...form.getInputProps('country')}
      />
      <Switch
        label={RECONCILE_TEXTS.vatRegistered}
        description={RECONCILE_TEXTS.vatRegisteredHint}
        disabled={running}
        {...form.getInputProps('vatRegistered', { type: 'checkbox' })}
      />
      <Switch
        label={RECONCILE_TEXTS.regulatoryFee}
        description={RECONCILE_TEXTS.regulatoryFeeHint}
        disabled={running}
        {...form.getInputProps('regulatoryFee', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}

/** The button that runs the reconciliation, from a statement or from the shop. */
export function ReconcileButton({ running }: { running: boolean }) {
  return (
    <Group>
      <Button
        type="submit"
        radius="xl"
        size="md"
        leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
        loading={running}
      >
        {RECONCILE_TEXTS.run}
      </Button>
    </Group>
  );
}

/** The statement, the orders export beside it, and the settings the fee model needs. */
export function ReconcileForm({
  form,
  running,
  onSubmit,
}: {
  form: UseFormReturnType<ReconcileFormValues>;
  running: boolean;
  onSubmit: (values: ReconcileFormValues) => void;
}) {
  return (
    <Card component="form" padding="lg" onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FileInput form={form} field="statement" disabled={running} />
          <FileInput form={form} field="orders" disabled={running} />
        </SimpleGrid>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {RECONCILE_TEXTS.privacy}
          </Text>
        </Group>
        <ReconcileSettings form={form} running={running} />
        <ReconcileButton running={running} />
      </Stack>
    </Card>
  );
}

/** The tab's heading, also above nothing else for a locked seller's promo. */
export function ReconcileHeading() {
  return (
    <div>
      <Title order={2}>{RECONCILE_TEXTS.title}</Title>
      <Text c="dimmed" size="sm" maw={720} mt={4}>
        {RECONCILE_TEXTS.intro}
      </Text>
    </div>
  );
}
