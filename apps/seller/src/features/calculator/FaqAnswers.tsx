import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { QUICK_FAQ } from '../content/faq';
import { NewTabLink } from '../content/NewTabLink';
import { FaqAccordion } from '../content/prose';

/** The calculator page's questions and answers: loaded when the seller opens them (CalculatorFaq). */
export function FaqAnswers() {
  return (
    <Stack gap="sm">
      <FaqAccordion items={QUICK_FAQ} />
      <Text size="sm" c="dimmed">
        <Trans>
          More answers in the <NewTabLink href="/help">Help Center</NewTabLink>.
        </Trans>
      </Text>
    </Stack>
  );
}
