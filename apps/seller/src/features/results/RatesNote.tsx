import { Group, Text } from '@mantine/core';
import { convertedFiguresNote } from '@margin/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Beside the revenue breakdown of a seller paid in another currency than the dollar: the date of the rates the
 *  dollar-set fees were converted at, and a warning when those rates are old. */
export function RatesNote({ currency, now }: { currency: string; now?: Date }) {
  const note = convertedFiguresNote(currency, undefined, now);
  if (!note) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt="xs" data-stale={note.stale || undefined}>
      {note.stale && <IconAlertTriangle size={16} color="var(--mantine-color-yellow-8)" aria-hidden />}
      <Text size="xs" c={note.stale ? undefined : 'dimmed'}>
        {note.stale && <strong>Old exchange rates. </strong>}
        {note.text}
      </Text>
    </Group>
  );
}
