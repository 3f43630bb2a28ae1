import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader, NativeSelect, Stack } from '@mantine/core';
import { DEFAULT_ANALYTICS_MONTHS, DEMO_SALES_ANALYTICS } from '@margin/core';
import { useState } from 'react';
import { localized } from '../../../i18n/localized';
import { openAdvancedMode } from '../advanced-address';
import { useSalesAnalytics } from '../use-sales-api';
import { SalesDashboard } from './SalesDashboard';
import { SalesRecords } from './SalesRecords';

export const DASHBOARD_TEXTS = localized({
  loading: msg`Loading your sales...`,
  failed: msg`Your figures could not be loaded just now, so the sample figures are shown. Press Refresh Data to try again.`,
});

const PERIODS = [3, 6, 12, 24] as const;

export interface DashboardTabProps {
  /** A visitor or an expired seller: the sample figures, no calls (the server refuses them anyway). */
  locked: boolean;
  /** What '+ Add Sales Data' does for a locked seller: the trial's sign-in or the payment dialog. */
  onLockedAction: () => void;
}

export function DashboardTab({ locked, onLockedAction }: DashboardTabProps) {
  const { t } = useLingui();
  const [months, setMonths] = useState<number>(DEFAULT_ANALYTICS_MONTHS);
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const analytics = useSalesAnalytics({ months, currency }, !locked);

  if (locked) {
    return <SalesDashboard analytics={DEMO_SALES_ANALYTICS} locked onAddSales={onLockedAction} />;
  }
  if (analytics.isPending) {
    return (
      <Center py={60}>
        <Loader size="sm" aria-label={DASHBOARD_TEXTS.loading} />
      </Center>
    );
  }
  // Advanced spec §8: a failed load keeps the fallback figures on screen (marked as samples), and says so.
  const data = analytics.data ?? DEMO_SALES_ANALYTICS;
  // The seller's records or their shop's synced orders: either may be looked at over another period.
  const own = data.source !== 'demo_data';
  const currencies = data.source === 'local_sales' ? [data.currency, ...data.other_currencies].sort() : [];

  const controls = own ? (
    <>
      <NativeSelect
        label={t`Period`}
        size="sm"
        value={String(months)}
        onChange={(event) => setMonths(Number(event.currentTarget.value))}
        data={PERIODS.map((count) => ({ value: String(count), label: t`Last ${count} months` }))}
      />
      {currencies.length > 1 && (
        <NativeSelect
          label={t`Currency`}
          size="sm"
          value={data.currency}
          onChange={(event) => setCurrency(event.currentTarget.value)}
          data={currencies}
        />
      )}
    </>
  ) : undefined;

  return (
    <Stack gap="lg">
      {analytics.isError && (
        <Alert color="red" variant="light">
          {DASHBOARD_TEXTS.failed}
        </Alert>
      )}
      <SalesDashboard
        analytics={data}
        onAddSales={() => openAdvancedMode('add-sales')}
        controls={controls}
        updating={analytics.isPlaceholderData}
      />
      <SalesRecords />
    </Stack>
  );
}
