import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Card, Stack, Text, Title } from '@mantine/core';
import { ApiBoundary } from '@margin/ui';
import { lazy, Suspense } from 'react';
import { useLingui } from '../../i18n/runtime';
// The calculator is the first screen, so it ships in the first download: a lazy chunk would only add a
// round trip before the seller sees anything.
import { CalculatorSection } from '../calculator/CalculatorSection';

// Reading matter below the calculator (the results panel's promo links point here): its own small download.
const ShopGuides = lazy(() => import('../guides/ShopGuides').then((m) => ({ default: m.ShopGuides })));

// The placeholders' words are the spec's ('Advanced analytics coming soon', 'Content coming soon...', 'Section
// not found'): English word for word, their meaning in the other languages.
const COMING_SOON = msg`Content coming soon...`;

const PLACEHOLDERS: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  tools: { title: msg`Seller Tools`, text: COMING_SOON },
  analytics: { title: msg`Analytics`, text: msg`Advanced analytics coming soon` },
  settings: { title: msg`Settings`, text: COMING_SOON },
  account: { title: msg`Account`, text: COMING_SOON },
  help: { title: msg`Help`, text: COMING_SOON },
};

const NOT_FOUND = { title: msg`Not found`, text: msg`Section not found` };

function Placeholder({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const { _ } = useLingui();
  return (
    <Card>
      <Stack gap={6} align="center" py="xl">
        <Title order={2} fz="xl">
          {_(title)}
        </Title>
        <Text c="dimmed">{_(text)}</Text>
      </Stack>
    </Card>
  );
}

/** Shows the active section; an unknown value says so instead of showing nothing. */
export function SectionView({ section }: { section: string }) {
  if (section === 'calculator') {
    return (
      <Stack gap="xl">
        <CalculatorSection />
        <Suspense fallback={null}>
          <ApiBoundary>
            <ShopGuides />
          </ApiBoundary>
        </Suspense>
      </Stack>
    );
  }
  const placeholder = PLACEHOLDERS[section];
  return <Placeholder {...(placeholder ?? NOT_FOUND)} />;
}
