import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconFileTypeCsv, IconFileTypePdf, IconLock } from '@tabler/icons-react';
import {
  calculatorQueryFromInput,
  valueText,
  type CalculationReport,
  type ReportSection,
  type TCalculationInput,
  type TCalculationResult,
} from '@margin/core';
import { memo, useDeferredValue, useId, type ReactNode } from 'react';
import { i18n, useLocale } from '../../i18n/runtime';
import { useAccount } from '../account/AccountProvider';
import type { ExportFormat } from '../export/export-calculation';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import { copyToClipboard } from './clipboard';
import { FormulasPanel } from './FormulasPanel';
import { localReportTitle } from './headline-texts';
import { HeadlineCards } from './HeadlineCards';
import { BreakdownSkeleton } from './ResultsPlaceholder';
import { InstallAppButton } from './InstallAppButton';
import { LineList } from './LineList';
import { PromoLinks } from './PromoLinks';
import { RatesNote } from './RatesNote';
import { localReport } from './report-words';
import classes from './ResultsPanel.module.css';
import { ShareMenu } from './ShareMenu';
import { SourcesBox } from './SourcesBox';
import { UpgradeBanner } from './UpgradeBanner';
import { useExport } from './use-export';
import { useGuardedActions, type GuardedActions } from './use-guarded-actions';

export interface ResultsPanelProps {
  /** The calculation to show. */
  result: TCalculationResult;
  /** The request that produced it (mode, country and every input), for sharing and exports. */
  input: TCalculationInput;
  /** True while a newer calculation is running (the numbers shown are the previous ones). */
  busy?: boolean;
}

/**
 * The result of a calculation (core spec §2.5): the headline and break-even price, the revenue and cost
 * breakdowns, insights and formulas, sources, and the ways to keep or pass it on (link, share menu,
 * PDF, CSV, app install). Every line and section title comes from core's calculationReport in the seller's
 * language (report-words.ts), which the exports print too.
 */
export function ResultsPanel({ result, input, busy = false }: ResultsPanelProps) {
  useLocale();
  const titleId = useId();
  // The headline answers the click in its own frame; everything else follows in the render after it, the
  // first result's too (null until then), so the numbers are painted before the rest is drawn.
  const later = useDeferredValue<TCalculationResult | null>(result, null);
  const laterInput = useDeferredValue<TCalculationInput | null>(input, null);
  const exporter = useExport(later ?? result, laterInput ?? input);
  const guard = useGuardedActions();
  const lockNoteId = useId();
  const parts = later && laterInput && { result: later, input: laterInput, exporter, guard, lockNoteId };

  return (
    <Stack component="section" aria-labelledby={titleId} aria-busy={busy} gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} id={titleId} className={classes.title}>
            {localReportTitle(result)}
          </Title>
          {busy && (
            <Group gap={6} wrap="nowrap" role="status">
              <Loader size={14} />
              <Text size="xs" c="dimmed">
                <Trans>Updating...</Trans>
              </Text>
            </Group>
          )}
        </Group>
        {parts && <HeaderActions {...parts} />}
      </Group>
      {guard.refusalAt('menu')}

      <Stack gap="md" className={busy ? classes.stale : undefined}>
        <HeadlineCards result={result} />
        {later && laterInput ? <Breakdowns result={later} input={laterInput} /> : <BreakdownSkeleton />}
      </Stack>
      {parts && <PanelFooter {...parts} />}
    </Stack>
  );
}

interface PartProps {
  result: TCalculationResult;
  input: TCalculationInput;
  exporter: ReturnType<typeof useExport>;
  guard: GuardedActions;
  lockNoteId: string;
}

/** 'Copy Link' and the share menu, beside the title. */
const HeaderActions = memo(function HeaderActions({ input, result, exporter, guard, lockNoteId }: PartProps) {
  return (
    <Group gap="xs">
      <CopyLinkButton input={input} />
      <ShareMenu
        input={input}
        result={result}
        exporter={exporter}
        guard={guard.run}
        locked={guard.locked}
        lockNoteId={guard.lock && !guard.refusalShown ? lockNoteId : undefined}
      />
    </Group>
  );
});

/** The file exports, what locks them, the upgrade box, the sources and the promotion links. */
const PanelFooter = memo(function PanelFooter({ result, exporter, guard, lockNoteId }: PartProps) {
  const { openPayment } = useSubscriptionDialogs();
  const { user, subscription, expired } = useAccount();
  // An expired seller has the page's own 'Your trial has expired' banner above: one upgrade box at a time.
  const showUpgrade =
    user !== null && subscription !== undefined && !subscription.has_subscription && !expired;
  return (
    <>
      <div className={classes.files}>
        {FILE_EXPORTS.map(({ format, label, Icon }) => (
          <Button
            key={format}
            variant="default"
            // A locked export shows the lock in place of its file icon: the three buttons share a narrow row.
            leftSection={guard.locked.export ? <IconLock size={16} aria-hidden /> : <Icon size={16} />}
            loading={exporter.running === format}
            aria-describedby={guard.locked.export && !guard.refusalShown ? lockNoteId : undefined}
            onClick={() => guard.run('export', () => void exporter.run(format), 'files')}
          >
            {i18n._(label)}
          </Button>
        ))}
        <InstallAppButton />
      </div>
      {guard.lock && !guard.refusalShown && (
        // Said before any click, so a locked button or menu item is never a surprise; the way in is the banner.
        <Group gap={6} wrap="nowrap" id={lockNoteId}>
          <IconLock size={14} aria-hidden />
          <Text size="xs">{guard.lock.message}</Text>
        </Group>
      )}
      {guard.refusalAt('files')}

      {/* One upgrade box at a time: a refusal that answers a click carries its own way in. */}
      {showUpgrade && !guard.refusalShown && <UpgradeBanner onUpgrade={openPayment} />}
      <SourcesBox result={result} />
      <PromoLinks />
    </>
  );
});

/** The file exports with a button of their own (the share menu offers the image and Excel). */
const FILE_EXPORTS: { format: ExportFormat; label: MessageDescriptor; Icon: typeof IconFileTypePdf }[] = [
  { format: 'pdf', label: msg`Export PDF`, Icon: IconFileTypePdf },
  { format: 'csv', label: msg`Export CSV`, Icon: IconFileTypeCsv },
];

/** The revenue and cost breakdowns, the insights and the formulas, as core's calculationReport words them. */
const Breakdowns = memo(function Breakdowns({
  result,
  input,
}: {
  result: TCalculationResult;
  input: TCalculationInput;
}) {
  // Memoised on the result: the language is read here so a switch re-words the lines in place.
  const locale = useLocale();
  const report: CalculationReport = localReport(input, result);
  const section = (id: ReportSection['id']) => report.sections.find((s) => s.id === id)!;
  return (
    <>
      <SectionCard title={section('revenue').title}>
        <LineList report={report} lines={section('revenue').lines} />
        <RatesNote currency={result.currency} />
      </SectionCard>
      <SectionCard title={section('costs').title}>
        <LineList report={report} lines={section('costs').lines} />
      </SectionCard>
      <SectionCard title={section('insights').title}>
        <Stack gap="sm">
          {section('insights').lines.map((line) => (
            <div key={line.id}>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
                {line.label}
              </Text>
              <Text size="sm">{valueText(line.value, result.currency, locale)}</Text>
            </div>
          ))}
        </Stack>
        <FormulasPanel lines={section('formulas').lines} />
      </SectionCard>
    </>
  );
});

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** 'Copy Link': the calculator's own address with these inputs, so the link opens and recalculates them. */
function CopyLinkButton({ input }: { input: TCalculationInput }) {
  const copy = async () => {
    const link = `${window.location.origin}/${calculatorQueryFromInput(input)}`;
    try {
      await copyToClipboard(link);
      notifications.show({
        color: 'margin',
        title: t`Link copied`,
        message: t`Anyone who opens it sees the calculator with these numbers filled in.`,
      });
    } catch {
      notifications.show({ title: t`Copy this link`, message: link, autoClose: false });
    }
  };
  return (
    <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
      <Trans>Copy Link</Trans>
    </Button>
  );
}
