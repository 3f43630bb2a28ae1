import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ConnectShopCard } from '../../marketplace/ConnectShopCard';
import { SourceSwitch } from '../../marketplace/SourceSwitch';
import type { MarketplaceConnection } from '../../marketplace/use-marketplace-connection';
import { monthName } from './money';
import { ReconcileButton, ReconcileSettings } from './ReconcileForm';
import type { ReconcileFormValues } from './reconcile-form';
import { monthSoFar, RECONCILE_TEXTS } from './texts';

/** 'From a file' or 'From my shop', offered once the marketplace connection can be made. */
export function SourceChoice({
  form,
  disabled,
}: {
  form: UseFormReturnType<ReconcileFormValues>;
  disabled: boolean;
}) {
  return (
    <SourceSwitch
      texts={{
        label: RECONCILE_TEXTS.source,
        fromFile: RECONCILE_TEXTS.fromFile,
        fromShop: RECONCILE_TEXTS.fromShop,
      }}
      disabled={disabled}
      {...form.getInputProps('source')}
    />
  );
}

/** The connected shop's month: which one (the current month so far first), the settings and the button. */
export function ShopMonthForm({
  form,
  months,
  locale,
  running,
  onSubmit,
}: {
  form: UseFormReturnType<ReconcileFormValues>;
  /** Newest first; the first is the current month. */
  months: readonly string[];
  locale: string;
  running: boolean;
  onSubmit: (values: ReconcileFormValues) => void;
}) {
  const options = months.map((month, index) => ({
    value: month,
    label: index === 0 ? monthSoFar(monthName(month, locale)) : monthName(month, locale),
  }));
  return (
    <Card component="form" padding="lg" onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} fz="md">
            {RECONCILE_TEXTS.yourShop}
          </Title>
          <Text size="sm">{RECONCILE_TEXTS.shopIntro}</Text>
        </Stack>
        <NativeSelect
          label={RECONCILE_TEXTS.month}
          description={RECONCILE_TEXTS.monthHint}
          data={options}
          disabled={running}
          maw={{ base: '100%', sm: 360 }}
          {...form.getInputProps('month')}
        />
        <ReconcileSettings form={form} running={running} />
        <ReconcileButton running={running} />
      </Stack>
    </Card>
  );
}

/** 'From my shop' before the shop is connected (or once it needs a reconnect): why, and the way to connect. */
export function ShopConnectCard({ connection }: { connection: MarketplaceConnection }) {
  return <ConnectShopCard connection={connection} texts={RECONCILE_TEXTS} />;
}
