import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { msg, t } from '@lingui/core/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { localized } from '../../i18n/localized';
import { useLocale } from '../../i18n/runtime';
import { useAccount } from '../account/AccountProvider';
import { writeView } from '../calculator/storage';
import { MarketplaceBanner } from '../marketplace/MarketplaceBanner';
import { FeatureRefusal, REFUSAL_ACTION_LABELS } from '../subscription/FeatureRefusal';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import { useFeatureAccess } from '../subscription/use-feature-access';
import { AddSalesTab } from './add-sales/AddSalesTab';
import { leaveAdvancedMode, openAdvancedMode, type AdvancedTabId } from './advanced-address';
import { advancedTabs } from './advanced-tabs';
import { CsvToolPromo } from './csv-tools/CsvToolPromo';
import { DashboardTab } from './dashboard/DashboardTab';
import { MarketResearchTab } from './market/MarketResearchTab';
import { MultiProductTab } from './multi-product/MultiProductTab';
import { ProBadge } from './ProBadge';
import { RECONCILE_PROMO } from './reconcile/texts';
import { useRefreshAdvanced } from './use-sales-api';

// The CSV tools (their results, exports and the parser of the in-page fallback) are a download of their own,
// asked for when a seller opens one; the promo a locked seller sees is not.
const PricingAuditTab = lazy(() =>
  import('./csv-tools/PricingAuditTab').then((m) => ({ default: m.PricingAuditTab })),
);
const BulkPriceUpdaterTab = lazy(() =>
  import('./csv-tools/BulkPriceUpdaterTab').then((m) => ({ default: m.BulkPriceUpdaterTab })),
);
const OrdersAnalysisTab = lazy(() =>
  import('./csv-tools/OrdersAnalysisTab').then((m) => ({ default: m.OrdersAnalysisTab })),
);
const ReconcileTab = lazy(() =>
  import('./reconcile/ReconcileTab').then((m) => ({ default: m.ReconcileTab })),
);

export const ADVANCED_TEXTS = localized({
  // The spec's words (advanced spec §2, §4), English word for word; other languages say what they mean.
  liveTitle: msg`Live Data Integration - Coming Soon`,
  refresh: msg`Refresh Data`,
  refreshing: msg`Refreshing...`,
  unlockTitle: msg`Unlock Advanced Analytics`,
  title: msg`Advanced mode`,
  subtitle: msg`Your sales, several products at once, and the market, in one place.`,
  liveText: msg`Connecting your shop is waiting for the marketplace’s API approval. Until then Advanced mode works from the sales you add here, and shows sample data where it has none, marked as such.`,
  liveToggle: msg`Use live marketplace data`,
  unlockExpired: msg`Your trial has ended. Upgrade to Pro to see your own sales figures, price many products at once and research your market.`,
  unlockVisitor: msg`Start your free 7-day trial to see your own sales figures, price many products at once and research your market.`,
  display: msg`Display`,
  basic: msg`Basic`,
  advanced: msg`Advanced`,
  tools: msg`Advanced tools`,
  loadingTool: msg`Loading the tool`,
  checkingPlan: msg`Checking your plan`,
});

function UnlockBanner({
  visitor,
  onUnlock,
  textId,
}: {
  visitor: boolean;
  onUnlock: () => void;
  textId: string;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      bg="var(--mantine-color-yellow-0)"
      style={{ borderColor: 'var(--mantine-color-yellow-3)' }}
      role="region"
      aria-label={ADVANCED_TEXTS.unlockTitle}
    >
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 260px' }}>
          <ThemeIcon color="yellow" variant="light" size={40} radius="xl">
            <IconLock size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={700}>{ADVANCED_TEXTS.unlockTitle}</Text>
            <Text size="sm" c="dimmed" id={textId}>
              {visitor ? ADVANCED_TEXTS.unlockVisitor : ADVANCED_TEXTS.unlockExpired}
            </Text>
          </Stack>
        </Group>
        <Button onClick={onUnlock} radius="xl" w={{ base: '100%', xs: 'auto' }}>
          {REFUSAL_ACTION_LABELS[visitor ? 'start_trial' : 'upgrade']}
        </Button>
      </Group>
    </Paper>
  );
}

function RefreshButton({ disabled }: { disabled: boolean }) {
  const refresh = useRefreshAdvanced();
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      disabled={disabled || refreshing}
      onClick={() => {
        setRefreshing(true);
        void refresh().finally(() => setRefreshing(false));
      }}
    >
      {refreshing ? ADVANCED_TEXTS.refreshing : ADVANCED_TEXTS.refresh}
    </Button>
  );
}

/**
 * Advanced mode (advanced spec §2): the tab bar, one address per tab, and who may use it (core spec §6). A
 * visitor or an expired seller sees the tabs with Pro badges and the way in, and nothing is asked of the server.
 */
export function AdvancedMode({ tab }: { tab: AdvancedTabId }) {
  // The texts are read while rendering: a change of language draws the page, its banners and tabs again.
  useLocale();
  const access = useFeatureAccess('advanced');
  const { openSignIn, user, subscriptionLoading, phase } = useAccount();
  // Until the status is known, nothing is asked of the server: an expired seller's calls would be refused.
  const deciding = user !== null && (phase === 'verifying' || subscriptionLoading);
  const { openPayment } = useSubscriptionDialogs();
  const locked = !access.allowed;
  const visitor = access.refusal?.action === 'start_trial';
  const unlock = visitor ? openSignIn : openPayment;
  const refusal: ReactNode = access.refusal ? <FeatureRefusal refusal={access.refusal} /> : null;
  const unlockProps = { visitor, onUnlock: unlock };
  const csvTool = (promo: ReactNode, tool: ReactNode) =>
    locked ? (
      promo
    ) : (
      <Suspense
        fallback={
          <Center py={60}>
            <Loader size="sm" aria-label={ADVANCED_TEXTS.loadingTool} />
          </Center>
        }
      >
        {tool}
      </Suspense>
    );
  const tabs = advancedTabs({
    dashboard: () => <DashboardTab locked={locked} onLockedAction={unlock} />,
    multiProduct: () => <MultiProductTab lock={access.refusal} />,
    pricingAudit: () => csvTool(<CsvToolPromo kind="audit" {...unlockProps} />, <PricingAuditTab />),
    bulkPriceUpdater: () =>
      csvTool(<CsvToolPromo kind="listings" {...unlockProps} />, <BulkPriceUpdaterTab />),
    ordersAnalysis: () => csvTool(<CsvToolPromo kind="orders" {...unlockProps} />, <OrdersAnalysisTab />),
    reconcile: () =>
      csvTool(<CsvToolPromo kind="statement" texts={RECONCILE_PROMO} {...unlockProps} />, <ReconcileTab />),
    marketResearch: () => <MarketResearchTab />,
    addSales: () => <AddSalesTab />,
  });
  const unlockTextId = useId();
  const current = tabs.find((definition) => definition.id === tab) ?? tabs[0]!;
  useDocumentTitle(t`${current.label} — Advanced mode — Margin`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {ADVANCED_TEXTS.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {ADVANCED_TEXTS.subtitle}
          </Text>
        </div>
        <Group gap="sm">
          <SegmentedControl
            aria-label={ADVANCED_TEXTS.display}
            value="advanced"
            onChange={(next) => {
              if (next !== 'basic') return;
              writeView('basic');
              leaveAdvancedMode();
            }}
            data={[
              { value: 'basic', label: ADVANCED_TEXTS.basic },
              { value: 'advanced', label: ADVANCED_TEXTS.advanced },
            ]}
          />
          <RefreshButton disabled={locked || deciding} />
        </Group>
      </Group>

      <MarketplaceBanner texts={ADVANCED_TEXTS} canConnect={!locked && !deciding} />
      {locked && <UnlockBanner visitor={visitor} onUnlock={unlock} textId={unlockTextId} />}

      <Tabs
        value={current.id}
        onChange={(next) => next && openAdvancedMode(next as AdvancedTabId)}
        keepMounted={false}
        variant="pills"
        radius="xl"
      >
        <Tabs.List mb="lg" aria-label={ADVANCED_TEXTS.tools}>
          {tabs
            .filter((definition) => !definition.hidden)
            .map(({ id, label, icon: TabIcon }) => (
              <Tabs.Tab
                key={id}
                value={id}
                leftSection={<TabIcon size={16} aria-hidden="true" />}
                rightSection={locked ? <ProBadge /> : undefined}
                // The Pro badge is the lock seen; the banner's sentence is the lock heard, before any click.
                aria-describedby={locked ? unlockTextId : undefined}
              >
                {label}
              </Tabs.Tab>
            ))}
        </Tabs.List>
        {tabs.map((definition) => (
          <Tabs.Panel key={definition.id} value={definition.id}>
            {deciding ? (
              <Center py={60}>
                <Loader size="sm" aria-label={ADVANCED_TEXTS.checkingPlan} />
              </Center>
            ) : locked && !definition.previewWhenLocked ? (
              refusal
            ) : (
              definition.render({ locked, unlock, refusal, visitor })
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
