import { Card, Stack, Text, Title } from '@mantine/core';
import { ApiBoundary } from '@margin/ui';
import { lazy, Suspense } from 'react';
// The calculator is the first screen, so it ships in the first download: a lazy chunk would only add a
// round trip before the seller sees anything.
import { CalculatorSection } from '../calculator/CalculatorSection';

// Reading matter below the calculator (the results panel's promo links point here): its own small download.
const ShopGuides = lazy(() => import('../guides/ShopGuides').then((m) => ({ default: m.ShopGuides })));

const PLACEHOLDERS: Record<string, { title: string; text: string }> = {
  tools: { title: 'Seller Tools', text: 'Content coming soon...' },
  analytics: { title: 'Analytics', text: 'Advanced analytics coming soon' },
  settings: { title: 'Settings', text: 'Content coming soon...' },
  account: { title: 'Account', text: 'Content coming soon...' },
  help: { title: 'Help', text: 'Content coming soon...' },
};

function Placeholder({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <Stack gap={6} align="center" py="xl">
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
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
  return placeholder ? (
    <Placeholder {...placeholder} />
  ) : (
    <Placeholder title="Not found" text="Section not found" />
  );
}
