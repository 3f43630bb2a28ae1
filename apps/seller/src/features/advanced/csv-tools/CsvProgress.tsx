import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '@margin/core';
import { useLocale } from '../../../i18n/runtime';
import type { CsvReadProgress } from './csv-analysis';
import { rowsRead } from '../file-texts';
import { CSV_TOOL_TEXTS } from './csv-tool-texts';

/** The progress card's words (the Reconcile tab brings its own). */
export interface CsvProgressTexts {
  analysing: string;
  reading: string;
  rowsRead: (rows: string) => string;
  readingLabel: string;
  cancel: string;
}

export interface CsvProgressProps {
  texts?: CsvProgressTexts;
  /** How far the file has been read; null before the first word from the worker. */
  progress: CsvReadProgress | null;
  onCancel: () => void;
}

/** 'Rows read' as the file streams through the analysis on the device, and a way to stop it. */
export function CsvProgress({ progress, onCancel, texts: own }: CsvProgressProps) {
  const locale = useLocale();
  const texts = own ?? { ...CSV_TOOL_TEXTS, rowsRead };
  const percent =
    progress && progress.totalBytes > 0 ? Math.round((progress.bytes / progress.totalBytes) * 100) : 0;
  const read = progress && progress.bytes >= progress.totalBytes;
  return (
    <Card padding="xl">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={600}>{read ? texts.analysing : texts.reading}</Text>
          <Text size="sm" c="dimmed" data-testid="csv-rows-read">
            {texts.rowsRead(formatCount(progress?.rows ?? 0, locale))}
          </Text>
        </Group>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          animated={!read}
          striped={!read}
          aria-label={texts.readingLabel}
        />
        <Group justify="flex-end">
          <Button variant="default" radius="xl" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
