import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazyPanel } from '../shell/lazy-dialog';
import { Disclosure } from './Disclosure';

const FaqAnswers = lazyPanel(
  () => import('./FaqAnswers').then((m) => m.FaqAnswers),
  msg`Loading the answers`,
);

/**
 * The questions sellers ask most, under the saved scenarios (core spec §2.2: "the calculator page also lists
 * FAQ"). Closed at first, so the page opens on the calculator; the same answers as the Help Center dialog. The
 * answers' code (their text and the accordion) comes when the browser is idle, or when the seller opens them.
 */
export function CalculatorFaq() {
  const { t } = useLingui();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Card p={4}>
      <Disclosure
        title={t`Frequently asked questions`}
        hint={t`Quick answers to what sellers ask most`}
        opened={opened}
        onToggle={toggle}
      >
        <FaqAnswers opened={opened} />
      </Disclosure>
    </Card>
  );
}
