import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '@margin/core';
import type { CsvReadProgress } from './csv-analysis';
import { CSV_TOOL_TEXTS } from './csv-tool-texts';

export interface CsvProgressProps {
  /** How far the file has been read; null before the first word from the worker. */
  progress: CsvReadProgress | null;
  onCancel: () => void;
}

/** 'Rows read' as the file streams through the analysis on the device, and a way to stop it. */
export function CsvProgress({ progress, onCancel }: CsvProgressProps) {
  const percent =
    progress && progress.totalBytes > 0 ? Math.round((progress.bytes / progress.totalBytes) * 100) : 0;
  const read = progress && progress.bytes >= progress.totalBytes;
  return (
    <Card padding="xl">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={600}>{read ? CSV_TOOL_TEXTS.analysing : CSV_TOOL_TEXTS.reading}</Text>
          <Text size="sm" c="dimmed" data-testid="csv-rows-read">
            {CSV_TOOL_TEXTS.rowsRead(formatCount(progress?.rows ?? 0))}
          </Text>
        </Group>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          animated={!read}
          striped={!read}
          aria-label={CSV_TOOL_TEXTS.readingLabel}
        />
        <Group justify="flex-end">
          <Button variant="default" radius="xl" onClick={onCancel}>
            {CSV_TOOL_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
