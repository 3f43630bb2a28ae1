import { Trans } from '@lingui/react/macro';
import { Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { FEES_CHECKED_ON, formatIsoDate, sourceLinks, type TCalculationResult } from '@margin/core';
import { useLocale } from '../../i18n/runtime';
import { reportWords } from './report-words';

/**
 * 'Accuracy & Sources' (core spec §2.5): where every rate comes from, and the privacy note under it. The
 * sources are the report's, named in the seller's language as the exports name them.
 */
export function SourcesBox({ result }: { result: TCalculationResult }) {
  const checked = formatIsoDate(FEES_CHECKED_ON, useLocale());
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" size={28} radius="xl">
            <IconShieldCheck size={16} />
          </ThemeIcon>
          <Title order={3} fz="md">
            <Trans>Accuracy &amp; Sources</Trans>
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Rates follow the marketplace&apos;s published fee schedule, checked on {checked}. Margin is
            independent and not endorsed by the marketplace.
          </Trans>
        </Text>
        <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
          {sourceLinks(result, reportWords()).map((source) => (
            <List.Item key={source.url}>
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
                <Group component="span" gap={4} wrap="nowrap">
                  {source.label}
                  <IconExternalLink size={13} aria-hidden="true" />
                </Group>
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Group gap="xs" wrap="nowrap" align="flex-start" pt={4}>
          <IconShieldLock
            size={16}
            aria-hidden="true"
            style={{ flexShrink: 0, marginTop: 2 }}
            color="var(--mantine-color-margin-8)"
          />
          <Text size="xs" c="dimmed">
            <Trans>
              Calculations run on your device. Your figures reach our server only when you share a link or
              e-mail a report; while you are signed in, we count each calculation by its mode and country.
            </Trans>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
