import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { openInCalculatorQuery, type StoredShare } from '@margin/core';
import {
  IconCalculator,
  IconCalendar,
  IconCheck,
  IconEye,
  IconHourglass,
  IconNote,
  IconReceipt,
  IconSettings,
  IconTag,
} from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { DetailCard, DetailRow } from './DetailCard';
import { ProfitPanel } from './ProfitPanel';
import {
  configurationLines,
  costLines,
  formatShareDate,
  pricingLines,
  shareMoney,
  totalCosts,
  totalCostsBasis,
} from './share-lines';
import { SharedViewFrame } from './SharedViewFrame';
import classes from './SharedView.module.css';
import { SHARED_VIEW_TEXTS } from './texts';

/** A loaded share, read-only (core spec §2.10). */
export function SharedCalculation({ share }: { share: StoredShare }) {
  const { calc } = share;
  const note = calc.notes.trim();
  // The product the seller named titles the page; the generic heading stays above it as its kind.
  const productName = calc.product_name?.trim();
  return (
    <SharedViewFrame>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={560}>
          {productName && (
            <Text size="sm" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
              {SHARED_VIEW_TEXTS.heading}
            </Text>
          )}
          <Title order={1} fz={{ base: 26, sm: 32 }} lts={-0.5}>
            {productName || SHARED_VIEW_TEXTS.heading}
          </Title>
          <Text c="dimmed">{SHARED_VIEW_TEXTS.intro}</Text>
        </Stack>
        <Button
          component="a"
          href={`/${openInCalculatorQuery(calc)}`}
          size="md"
          leftSection={<IconCalculator size={20} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          {SHARED_VIEW_TEXTS.openInCalculator}
        </Button>
      </Group>

      {note && <NoteBox text={note} />}
      {calc.results && <ProfitPanel calc={calc} results={calc.results} />}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <DetailCard title={SHARED_VIEW_TEXTS.pricing} icon={<IconTag size={20} />} lines={pricingLines(calc)}>
          {calc.options.free_shipping && (
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={22} radius="xl" color="margin">
                <IconCheck size={14} stroke={3} aria-hidden />
              </ThemeIcon>
              <Text size="sm" fw={600}>
                {SHARED_VIEW_TEXTS.freeShipping}
              </Text>
            </Group>
          )}
        </DetailCard>
        <DetailCard title={SHARED_VIEW_TEXTS.costs} icon={<IconReceipt size={20} />} lines={costLines(calc)}>
          <TotalCosts value={shareMoney(calc, totalCosts(calc))} basis={totalCostsBasis(calc)} />
        </DetailCard>
        <DetailCard
          title={SHARED_VIEW_TEXTS.configuration}
          icon={<IconSettings size={20} />}
          lines={configurationLines(calc)}
        />
      </SimpleGrid>

      <ShareFooter share={share} />
    </SharedViewFrame>
  );
}

function NoteBox({ text }: { text: string }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="md"
      bg="var(--mantine-color-yellow-0)"
      style={{ borderColor: 'var(--mantine-color-yellow-3)' }}
    >
      <Group gap="xs" mb={6} wrap="nowrap">
        <IconNote size={18} color="var(--mantine-color-yellow-8)" aria-hidden />
        <Text fw={700} size="sm" id={titleId}>
          {SHARED_VIEW_TEXTS.note}
        </Text>
      </Group>
      <Text className={classes.note}>{text}</Text>
    </Paper>
  );
}

function TotalCosts({ value, basis }: { value: string; basis: string | null }) {
  return (
    <Paper bg="var(--mantine-color-gray-0)" radius="md" px="sm" py={4}>
      <dl style={{ margin: 0 }}>
        <DetailRow line={{ label: SHARED_VIEW_TEXTS.totalCosts, value }} />
      </dl>
      {basis && (
        <Text size="xs" c="dimmed" pb={6}>
          {basis}
        </Text>
      )}
    </Paper>
  );
}

function FooterFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

function ShareFooter({ share }: { share: StoredShare }) {
  const { t } = useLingui();
  const views = share.view_count;
  const viewed = t`Viewed ${views} times`;
  const created = formatShareDate(share.created_at);
  const expires = formatShareDate(share.expires_at);
  const iconProps = { size: 16, color: 'var(--mantine-color-dimmed)', 'aria-hidden': true } as const;
  return (
    <Stack component="footer" gap="sm" align="center" mt="md">
      <Divider w="100%" />
      <Group gap="lg" justify="center" style={{ rowGap: 6 }}>
        {created && (
          <FooterFact icon={<IconCalendar {...iconProps} />}>
            <Trans>Created {created}</Trans>
          </FooterFact>
        )}
        {expires && (
          <FooterFact icon={<IconHourglass {...iconProps} />}>
            <Trans>Link expires {expires}</Trans>
          </FooterFact>
        )}
        {/* The first view is the reader's own: a count only says something from the second one. */}
        {share.view_count > 1 && <FooterFact icon={<IconEye {...iconProps} />}>{viewed}</FooterFact>}
      </Group>
      <Anchor href="/" fw={600} size="sm">
        {SHARED_VIEW_TEXTS.homeLink}
      </Anchor>
    </Stack>
  );
}
