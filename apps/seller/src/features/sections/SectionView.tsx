import { Card, Stack, Text, Title } from '@mantine/core';
// The calculator is the first screen, so it ships in the first download: a lazy chunk would only add a
// round trip before the seller sees anything.
import { CalculatorSection } from '../calculator/CalculatorSection';

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
  if (section === 'calculator') return <CalculatorSection />;
  const placeholder = PLACEHOLDERS[section];
  return placeholder ? (
    <Placeholder {...placeholder} />
  ) : (
    <Placeholder title="Not found" text="Section not found" />
  );
}
