import { Accordion, Button, List, Stack, Text, Title, VisuallyHidden, type MantineSize } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/runtime';

/**
 * The few building blocks of the menu's dialogs and the static pages, so that every text of the app reads the
 * same way: short sections, small paragraphs, lists, and buttons that say when they open a new tab (links that do,
 * NewTabLink, have their own module: the first screen's footer needs them, and none of these).
 */

/** A page of the app's own (/help, /privacy, /terms) opened in a new tab from a dialog, as a button. */
export function NewTabButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      rightSection={<IconExternalLink size={16} aria-hidden="true" />}
    >
      {children}
      <VisuallyHidden>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </Button>
  );
}

/** The body of a menu dialog: its sections, spaced. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <Stack gap="lg">{children}</Stack>;
}

/** A titled part of a dialog. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md" fw={700}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Para({ children, size = 'sm' }: { children: ReactNode; size?: MantineSize }) {
  return (
    <Text size={size} lh={1.6}>
      {children}
    </Text>
  );
}

export function Bullets({ items, size = 'sm' }: { items: readonly ReactNode[]; size?: MantineSize }) {
  return (
    <List size={size} spacing={6} withPadding>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

export interface Definition {
  term: string;
  detail: ReactNode;
}

/** Terms and what they mean: the calculator's inputs, a country's fees. */
export function Definitions({ items }: { items: readonly Definition[] }) {
  return (
    <Stack gap={10} component="dl" m={0}>
      {items.map((item) => (
        <div key={item.term}>
          <Text component="dt" size="sm" fw={600}>
            {item.term}
          </Text>
          <Text component="dd" size="sm" c="dimmed" lh={1.55} m={0}>
            {item.detail}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

/** Questions that open to their answer, one at a time. */
export function FaqAccordion({ items, size = 'sm' }: { items: readonly FaqEntry[]; size?: MantineSize }) {
  // The entries read their words when rendered: following the language re-reads them.
  useLocale();
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>
            <Text size={size} fw={600}>
              {item.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size={size} lh={1.6}>
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
