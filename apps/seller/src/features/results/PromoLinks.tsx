import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';

/** Guides elsewhere on the site (core spec §2.5: anchors #spreadsheet-templates, #profit-guide, #seller-toolkit). */
export const PROMO_LINKS = [
  { href: '#spreadsheet-templates', label: msg`Spreadsheet templates` },
  { href: '#profit-guide', label: msg`Profit guide` },
  { href: '#seller-toolkit', label: msg`Seller toolkit` },
] as const;

export function PromoLinks() {
  const { t, i18n } = useLingui();
  return (
    <Group gap={6} justify="center">
      <Text size="xs" c="dimmed">
        <Trans>More for your shop:</Trans>
      </Text>
      <Group component="nav" aria-label={t`More for your shop`} gap="sm" justify="center">
        {PROMO_LINKS.map((link) => (
          <Anchor key={link.href} href={link.href} size="xs">
            {i18n._(link.label)}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
