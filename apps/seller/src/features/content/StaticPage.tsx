import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { HomeLink } from '../shell/HomeLink';
import type { ReactNode } from 'react';
import { APP_PAGES } from './app-pages';
import { independenceStatement } from './fee-facts';
import { useLocale } from '../../i18n/runtime';

export interface StaticPageProps {
  title: string;
  /** Under the title: 'Effective October 7, 2025', or a one-line introduction. */
  subtitle?: ReactNode;
  /** Plain headings, paragraphs, lists and tables: Typography gives them readable defaults. */
  children: ReactNode;
}

/**
 * /help, /privacy and /terms (advanced spec §2): pages of their own, opened in a new tab from the app, with a
 * small header back to the calculator and a reading column of about 760 px.
 */
export function StaticPage({ title, subtitle, children }: StaticPageProps) {
  useLocale();
  useDocumentTitle(`${title} — Margin`);
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS border */}
      <Box component="header" bg="var(--mantine-color-body)" bd="0 0 1px solid var(--mantine-color-gray-3)">
        <Container size={760} h={56}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <HomeLink size="md" />
            <Anchor href="/" size="sm" fw={600}>
              <Trans>Open the calculator</Trans>
            </Anchor>
          </Group>
        </Container>
      </Box>

      <Container size={760} py={{ base: 'lg', sm: 40 }} component="main">
        <Title order={1} fz={{ base: 28, sm: 36 }} lts={-0.5}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" mt={6}>
            {subtitle}
          </Text>
        )}
        <Typography mt="xl" fz={{ base: 'sm', sm: 'md' }} lh={1.7}>
          {children}
        </Typography>
      </Container>

      <Container size={760} pb="xl" component="footer">
        <Group gap="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {APP_PAGES.map((page) => (
            <Anchor key={page.href} href={page.href} size="sm" c="dimmed">
              {page.label}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {independenceStatement()}
        </Text>
      </Container>
    </Box>
  );
}
