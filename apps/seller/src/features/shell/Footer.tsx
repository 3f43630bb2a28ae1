import { Anchor, Container, Group, Stack, Text } from '@mantine/core';

const OFFICIAL_FEE_PAGES = [
  { label: 'Etsy fees & payments policy', href: 'https://www.etsy.com/legal/fees/' },
  { label: 'Etsy Payments policy', href: 'https://www.etsy.com/legal/etsy-payments/' },
  { label: 'Offsite Ads', href: 'https://help.etsy.com/hc/en-us/articles/4410780826903' },
];

export function Footer() {
  return (
    <Container size="lg" py="xl" component="footer">
      <Stack gap={8} align="center">
        <Group gap="md" justify="center">
          {OFFICIAL_FEE_PAGES.map((page) => (
            <Anchor
              key={page.href}
              href={page.href}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              c="dimmed"
            >
              {page.label}
            </Anchor>
          ))}
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          Last updated: Oct 04, 2025 · Margin is independent of and not endorsed by Etsy.
        </Text>
      </Stack>
    </Container>
  );
}
