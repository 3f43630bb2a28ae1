import { Anchor, Group, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../lib/support';
import { QUICK_FAQ } from './faq';
import { DialogBody, FaqAccordion, NewTabButton, Para } from './prose';

/** Resources → Help Center: the questions sellers ask most, then the full page. */
export function HelpCenterContent() {
  return (
    <DialogBody>
      <Para>
        Quick answers to what sellers ask most. The full Help Center covers every feature, working offline,
        privacy and tips for pricing.
      </Para>
      <FaqAccordion items={QUICK_FAQ} />
      <Group justify="space-between" gap="sm">
        <NewTabButton href="/help">Open the full Help Center</NewTabButton>
        <Text size="sm" c="dimmed">
          Still stuck? <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
        </Text>
      </Group>
    </DialogBody>
  );
}
