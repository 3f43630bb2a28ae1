import { t } from '@lingui/core/macro';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { TRIAL_DAYS } from '@margin/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { REFUSAL_ACTION_LABELS } from '../../subscription/FeatureRefusal';
import { PRO_PLAN } from '../../subscription/plan';
import { ProBadge } from '../ProBadge';
import type { CsvToolKind } from './csv-analysis';
import { TOOL_TEXTS, type CsvToolText } from './csv-tool-texts';
import { useLocale } from '../../../i18n/runtime';

/** What the promo says of its tool. */
export type CsvToolPromoText = Pick<CsvToolText, 'title' | 'intro' | 'promo'>;

export type CsvToolPromoProps = {
  /** A visitor: the free trial's offer; otherwise (an expired seller) 'Unlock Now' and the payment dialog. */
  visitor: boolean;
  onUnlock: () => void;
} & (
  | { kind: CsvToolKind }
  /** The statement reconciliation brings its own words, in the seller's language. */
  | { kind: 'statement'; texts: CsvToolPromoText }
);

/**
 * What a locked seller sees instead of a CSV tool (advanced spec §2, §4): a promo banner with 'Unlock Now' that
 * opens the payment dialog; a visitor is offered the free trial. Nothing is asked of the server.
 */
export function CsvToolPromo(props: CsvToolPromoProps) {
  const { kind, visitor, onUnlock } = props;
  // Read again when the language changes: the promo's own sentences are Lingui messages.
  useLocale();
  const price = PRO_PLAN.yearly;
  const texts = props.kind === 'statement' ? props.texts : TOOL_TEXTS[props.kind];
  const id = `promo-${kind}`;
  return (
    <Card
      component="section"
      aria-labelledby={id}
      padding="xl"
      bg="linear-gradient(135deg, var(--mantine-color-margin-0), var(--mantine-color-yellow-0))"
      style={{ borderColor: 'var(--mantine-color-margin-2)' }}
    >
      <Group gap="lg" align="flex-start" wrap="wrap">
        <ThemeIcon size={52} radius="xl" color="yellow" variant="light" aria-hidden="true">
          <IconLock size={26} />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: '1 1 280px' }}>
          <Group gap="xs">
            <Title order={2} fz="xl" id={id}>
              {texts.title}
            </Title>
            <ProBadge />
          </Group>
          <Text c="dimmed" maw={620}>
            {texts.intro}
          </Text>
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" aria-hidden="true">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {texts.promo.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {visitor
              ? t`Start your free ${TRIAL_DAYS}-day trial to use it.`
              : t`Your trial has ended. Pro unlocks every advanced tool for ${price} a year.`}
          </Text>
          <Group>
            <Button radius="xl" size="md" onClick={onUnlock}>
              {visitor ? REFUSAL_ACTION_LABELS.start_trial : t`Unlock Now`}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
