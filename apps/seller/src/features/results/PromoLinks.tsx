import { Anchor, Group, Text } from '@mantine/core';

/** Guides elsewhere on the site (core spec §2.5: anchors #spreadsheet-templates, #profit-guide, #seller-toolkit). */
export const PROMO_LINKS = [
  { href: '#spreadsheet-templates', label: 'Spreadsheet templates' },
  { href: '#profit-guide', label: 'Profit guide' },
  { href: '#seller-toolkit', label: 'Seller toolkit' },
] as const;

export function PromoLinks() {
  return (
    <Group gap={6} justify="center">
      <Text size="xs" c="dimmed">
        More for your shop:
      </Text>
      <Group component="nav" aria-label="More for your shop" gap="sm" justify="center">
        {PROMO_LINKS.map((link) => (
          <Anchor key={link.href} href={link.href} size="xs">
            {link.label}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
