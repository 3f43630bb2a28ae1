import { Card, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from './LoadingScreen';

// The calculator is the first screen; everything else loads on demand to keep the first download small.
const CalculatorSection = lazy(() =>
  import('../calculator/CalculatorSection').then((m) => ({ default: m.CalculatorSection })),
);

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
      <Suspense fallback={<LoadingScreen />}>
        <CalculatorSection />
      </Suspense>
    );
  }
  const placeholder = PLACEHOLDERS[section];
  return placeholder ? (
    <Placeholder {...placeholder} />
  ) : (
    <Placeholder title="Oops" text="Section not found" />
  );
}
