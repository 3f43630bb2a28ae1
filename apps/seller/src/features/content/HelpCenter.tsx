import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../lib/support';
import { QUICK_FAQ } from './faq';
import { DialogBody, FaqAccordion, NewTabButton, Para } from './prose';

/** Resources → Help Center: the questions sellers ask most, then the full page. */
export function HelpCenterContent() {
  return (
    <DialogBody>
      <Para>
        <Trans>
          Quick answers to what sellers ask most. The full Help Center covers every feature, working offline,
          privacy and tips for pricing.
        </Trans>
      </Para>
      <FaqAccordion items={QUICK_FAQ} />
      <Group justify="space-between" gap="sm">
        <NewTabButton href="/help">
          <Trans>Open the full Help Center</Trans>
        </NewTabButton>
        <Text size="sm" c="dimmed">
          <Trans>
            Still stuck? <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
          </Trans>
        </Text>
      </Group>
    </DialogBody>
  );
}
