import { Card, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QUICK_FAQ } from '../content/faq';
import { FaqAccordion, NewTabLink } from '../content/prose';
import { Disclosure } from './Disclosure';

/**
 * The questions sellers ask most, under the saved scenarios (core spec §2.2: "the calculator page also lists
 * FAQ"). Closed at first, so the page opens on the calculator; the same answers as the Help Center dialog.
 */
export function CalculatorFaq() {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Card p={4}>
      <Disclosure
        title="Frequently asked questions"
        hint="Quick answers to what sellers ask most"
        opened={opened}
        onToggle={toggle}
      >
        <Stack gap="sm">
          <FaqAccordion items={QUICK_FAQ} />
          <Text size="sm" c="dimmed">
            More answers in the <NewTabLink href="/help">Help Center</NewTabLink>.
          </Text>
        </Stack>
      </Disclosure>
    </Card>
  );
}
