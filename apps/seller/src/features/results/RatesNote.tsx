import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { convertedFiguresNote, formatIsoDate, isEnglish, ratesAgeDays, ratesAsOf } from '@margin/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocale } from '../../i18n/runtime';

/** Beside the revenue breakdown of a seller paid in another currency than the dollar: the date of the rates the
 *  dollar-set fees were converted at, and a warning when those rates are old. Core's note decides whether it
 *  shows and whether the rates are old; its words are said here in the seller's language. */
export function RatesNote({ currency, now }: { currency: string; now?: Date }) {
  const locale = useLocale();
  const note = convertedFiguresNote(currency, undefined, now);
  if (!note) return null;
  const asOf = ratesAsOf();
  const date = isEnglish(locale) ? asOf : formatIsoDate(asOf, locale);
  const age = ratesAgeDays(asOf, now);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt="xs" data-stale={note.stale || undefined}>
      {note.stale && <IconAlertTriangle size={16} color="var(--mantine-color-yellow-8)" aria-hidden />}
      <Text size="xs" c={note.stale ? undefined : 'dimmed'}>
        {note.stale && (
          <strong>
            <Trans>Old exchange rates.</Trans>{' '}
          </strong>
        )}
        <Trans>
          The listing fee and the offsite ads cap are set in US dollars and converted at the exchange rates of{' '}
          {date}.
        </Trans>
        {note.stale && (
          <>
            {' '}
            <Trans>
              These rates are {age} days old: the marketplace converts at the day&apos;s rate, so these
              figures may differ slightly.
            </Trans>
          </>
        )}
      </Text>
    </Group>
  );
}
