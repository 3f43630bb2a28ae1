import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useLocale } from '../../../i18n/runtime';
import { SAVE_TEXTS, type SaveOutcome } from './save-products';
import { invalidText, MULTI_PRODUCT_TEXTS } from './texts';

export type SaveReportState =
  | { kind: 'done'; outcome: SaveOutcome; fileName: string | null }
  | { kind: 'nothing' }
  | { kind: 'invalid'; count: number };

/**
 * What Save All Products did, in the spec's words: a line per product, the summary, then the exported file
 * (§8 "Save products"). Shown in the page rather than in passing notifications, so a seller saving forty
 * products can read which one failed and why; the live region reads it out once.
 */
export function SaveReport({ report, onClose }: { report: SaveReportState; onClose: () => void }) {
  useLocale();
  const common = {
    withCloseButton: true,
    onClose,
    closeButtonLabel: MULTI_PRODUCT_TEXTS.dismiss,
    radius: 'md',
    variant: 'light',
  } as const;

  if (report.kind === 'nothing') {
    return (
      <Alert {...common} color="blue" icon={<IconInfoCircle size={18} />}>
        <Text size="sm">{SAVE_TEXTS.nothingToSave}</Text>
      </Alert>
    );
  }
  if (report.kind === 'invalid') {
    return (
      <Alert {...common} color="red" icon={<IconAlertTriangle size={18} />}>
        <Text size="sm">{invalidText(report.count)}</Text>
      </Alert>
    );
  }

  const { outcome, fileName } = report;
  const lines = (
    <List
      size="sm"
      spacing={2}
      mt={4}
      listStyleType="none"
      styles={{ itemWrapper: { alignItems: 'center' } }}
    >
      {outcome.lines.map((line, index) => (
        <List.Item
          key={index}
          icon={
            line.ok ? (
              <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
            ) : (
              <IconCircleX size={16} color="var(--mantine-color-red-8)" aria-hidden />
            )
          }
        >
          {line.text}
        </List.Item>
      ))}
    </List>
  );

  if (outcome.error !== null) {
    return (
      <Alert
        {...common}
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={SAVE_TEXTS.error(outcome.error)}
      >
        <Text size="sm">{SAVE_TEXTS.errorHelp}</Text>
        {lines}
      </Alert>
    );
  }

  const allSaved = outcome.saved === outcome.attempted;
  return (
    <Alert
      {...common}
      color={allSaved ? 'green' : 'yellow'}
      icon={allSaved ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      title={SAVE_TEXTS.summary(outcome.saved, outcome.attempted)}
    >
      {lines}
      {fileName && (
        <Text size="sm" mt="xs">
          {SAVE_TEXTS.exported(fileName)}
        </Text>
      )}
    </Alert>
  );
}
