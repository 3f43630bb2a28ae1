import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Text } from '@mantine/core';
import { APP_PAGES } from '../content/app-pages';
import { FEE_SOURCE_LINKS, feesLastUpdated, independenceStatement } from '../content/fee-facts';
import { NewTabLink } from '../content/NewTabLink';

/** Where the numbers come from, and how fresh they are (core spec §2.2), then the product's own pages. */
export function Footer() {
  const { t, i18n } = useLingui();
  const updated = feesLastUpdated(i18n.locale);
  return (
    <Container size="lg" py="xl" w="100%" component="footer">
      <Stack gap="sm" align="center" ta="center">
        <Group gap="xs" justify="center" component="nav" aria-label={t`Official fee pages`}>
          {/* A line of its own on a phone, so the links wrap evenly under it. */}
          <Text size="sm" c="dimmed" w={{ base: '100%', xs: 'auto' }}>
            <Trans>Official fee pages:</Trans>
          </Text>
          {FEE_SOURCE_LINKS.map((page) => (
            <NewTabLink key={page.href} href={page.href} size="sm">
              {page.label}
            </NewTabLink>
          ))}
        </Group>
        {/* In a new tab, so the calculation on screen stays where it is. */}
        <Group gap="sm" justify="center" component="nav" aria-label={t`About Margin`}>
          {APP_PAGES.map((page) => (
            <NewTabLink key={page.href} href={page.href} size="sm" c="dimmed">
              {page.label}
            </NewTabLink>
          ))}
        </Group>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t`Last updated: ${updated}`}
          </Text>
          <Text size="xs" c="dimmed">
            {independenceStatement()}
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
