import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Code, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconDownload, IconTable, IconTool } from '@tabler/icons-react';
import { PRICING_AUDIT_TEMPLATE, templateCsv } from '@margin/core';
import type { ReactNode } from 'react';
import { FEE_FACTS, FEE_SOURCE_LINKS } from '../content/fee-facts';
import { NewTabLink } from '../content/NewTabLink';
import { Bullets, Para } from '../content/prose';
import { downloadFile, MIME } from '../export/download';

/** The anchors the results panel's promo links point to (core spec §2.5). */
export const GUIDE_IDS = {
  templates: 'spreadsheet-templates',
  profitGuide: 'profit-guide',
  toolkit: 'seller-toolkit',
} as const;

function GuideCard({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card component="section" id={id} aria-labelledby={titleId} style={{ scrollMarginTop: 80 }}>
      <Stack gap="sm">
        <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The UTF-8 BOM makes Excel read the file as UTF-8 (a title with 'é' or '₪' stays as typed). */
export function downloadCostSheet(): void {
  downloadFile(`\uFEFF${templateCsv(PRICING_AUDIT_TEMPLATE)}`, PRICING_AUDIT_TEMPLATE.fileName, MIME.csv);
}

/** Below the calculator: the cost sheet to download, a short profit guide and the seller's toolkit. */
export function ShopGuides() {
  const { t } = useLingui();
  const { transactionRate, offsiteAdsRate } = FEE_FACTS;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="aside" aria-label={t`Guides for your shop`}>
      <GuideCard id={GUIDE_IDS.templates} icon={<IconTable size={20} />} title={t`Spreadsheet templates`}>
        <Para>
          <Trans>
            A cost sheet for all your listings: one row per listing with its price, the stock you hold and
            what one item costs you. Fill it in with Excel, Numbers or Google Sheets; the pricing audit reads
            it as it is.
          </Trans>
        </Para>
        <Text size="sm" c="dimmed">
          <Trans>Columns:</Trans>{' '}
          {PRICING_AUDIT_TEMPLATE.columns.map((column, index) => (
            <span key={column}>
              {index > 0 && ', '}
              <Code>{column}</Code>
            </span>
          ))}
        </Text>
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          onClick={downloadCostSheet}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Download the cost sheet (CSV)</Trans>
        </Button>
      </GuideCard>

      <GuideCard id={GUIDE_IDS.profitGuide} icon={<IconBook2 size={20} />} title={t`Profit guide`}>
        <Bullets
          items={[
            t`Know one item’s full cost: materials, printing, packaging and a share of supplies.`,
            t`Price for a margin, not a markup: Reverse mode finds the price for the profit or margin you want.`,
            t`Count the fees that grow with the price: ${transactionRate} transaction fee on the order, payment processing, and ${offsiteAdsRate} offsite ads when a sale comes from one.`,
            t`Free shipping is not free: the postage comes out of your price, so build it in.`,
            t`Check your best sellers again whenever a cost or a fee changes.`,
          ]}
        />
      </GuideCard>

      <GuideCard id={GUIDE_IDS.toolkit} icon={<IconTool size={20} />} title={t`Seller toolkit`}>
        <Para>
          <Trans>The official pages every rate in Margin comes from:</Trans>
        </Para>
        <Stack gap={4}>
          {FEE_SOURCE_LINKS.map((link) => (
            <NewTabLink key={link.href} href={link.href} size="sm">
              {link.label}
            </NewTabLink>
          ))}
        </Stack>
        <Para>
          <Trans>
            And in Margin: Reverse mode for a price, saved scenarios for your listings, share links for a
            partner or accountant, and PDF, CSV and Excel exports for your records.
          </Trans>
        </Para>
      </GuideCard>
    </SimpleGrid>
  );
}
