import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { HomeLink } from './HomeLink';
import { useAccount } from '../account/AccountProvider';
import { HeaderAccount } from '../account/HeaderAccount';
import { SignInDialog } from '../account/SignInDialog';
import { useAccountActions } from '../account/use-account-actions';
import { OFFLINE_BAR_HEIGHT, OnlineStatus, useOnline } from '../pwa/OnlineStatus';
import { SectionView } from '../sections/SectionView';
import { ExpiredBanner } from '../subscription/ExpiredBanner';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import { DesktopNav } from './DesktopNav';
import { Footer } from './Footer';
import { LoadingScreen } from './LoadingScreen';
import { MobileNav } from './MobileNav';
import type { Section } from './nav-items';

const HEADER_HEIGHT = 64;

export function AppLayout() {
  const [section, setSection] = useState<Section>('calculator');
  const [menuOpened, menu] = useDisclosure(false);
  const account = useAccount();
  const { openPayment } = useSubscriptionDialogs();
  const toCalculator = useCallback(() => setSection('calculator'), []);
  const accountActions = useAccountActions(toCalculator);
  const online = useOnline();

  // A stored sign-in is checked before anything is shown (core spec §4).
  if (account.phase === 'verifying') return <LoadingScreen text="Authenticating..." />;

  return (
    // Offline, the header grows by the strip that says so, and AppShell moves the page down with it.
    <AppShell header={{ height: online ? HEADER_HEIGHT : HEADER_HEIGHT + OFFLINE_BAR_HEIGHT }} padding={0}>
      <AppShell.Header withBorder>
        <Container size="lg" h={HEADER_HEIGHT}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <HomeLink />
            <DesktopNav section={section} onSection={setSection} />
            <Group gap="sm" wrap="nowrap" visibleFrom="md">
              <HeaderAccount onAction={accountActions.run} />
            </Group>
            <Group gap="sm" wrap="nowrap" hiddenFrom="md">
              <HeaderAccount onAction={accountActions.run} compact />
              <Burger opened={menuOpened} onClick={menu.toggle} aria-label="Open menu" size="sm" />
            </Group>
          </Group>
        </Container>
        <OnlineStatus />
      </AppShell.Header>
      <MobileNav
        opened={menuOpened}
        onClose={menu.close}
        onSection={setSection}
        user={account.user}
        subscription={account.subscription}
        onAccountAction={accountActions.run}
        onStartTrial={account.openSignIn}
      />

      {/* A column as tall as the window, so the footer rests at the bottom of short pages. */}
      <AppShell.Main bg="var(--mantine-color-gray-0)" display="flex" style={{ flexDirection: 'column' }}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} w="100%" style={{ flex: 1 }}>
          {account.expired && <ExpiredBanner onUpgrade={openPayment} />}
          <SectionView section={section} />
        </Container>
        <Footer />
      </AppShell.Main>

      <SignInDialog
        opened={account.signInOpened}
        onClose={account.closeSignIn}
        onSignedIn={account.completeSignIn}
      />
      {accountActions.dialogs}
    </AppShell>
  );
}
