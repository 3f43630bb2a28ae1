import { Anchor, AppShell, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { SectionView } from '../sections/SectionView';
import { DesktopNav } from './DesktopNav';
import { Footer } from './Footer';
import { LogoMark } from '@margin/ui';
import { MobileNav } from './MobileNav';
import type { Section } from './nav-items';

export function AppLayout() {
  const [section, setSection] = useState<Section>('calculator');
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header withBorder>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor href="/" underline="never" c="inherit" aria-label="Margin home">
              <Group gap={10} wrap="nowrap">
                <LogoMark />
                <Text fw={800} fz="xl" lts={-0.4}>
                  Margin
                </Text>
              </Group>
            </Anchor>
            <DesktopNav section={section} onSection={setSection} />
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              aria-label="Open menu"
              size="sm"
            />
          </Group>
        </Container>
      </AppShell.Header>
      <MobileNav opened={menuOpened} onClose={menu.close} onSection={setSection} />

      {/* A column as tall as the window, so the footer rests at the bottom of short pages. */}
      <AppShell.Main bg="var(--mantine-color-gray-0)" display="flex" style={{ flexDirection: 'column' }}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} w="100%" style={{ flex: 1 }}>
          <SectionView section={section} />
        </Container>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
