import { useLingui } from '@lingui/react/macro';
import { Box, Burger, Center, Container, Group, Loader, rem, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiBoundary } from '@margin/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { HeaderLanguage } from '../../i18n/HeaderLanguage';
import { HomeLink } from './HomeLink';
import { useAccount } from '../account/AccountProvider';
import { HeaderAccount } from '../account/HeaderAccount';
import { storedSession } from '../account/session-store';
import { useAccountActions } from '../account/use-account-actions';
import {
  advancedTabFrom,
  leaveAdvancedMode,
  openAdvancedMode,
  useAdvancedTab,
} from '../advanced/advanced-address';
import { rememberedAdvanced } from '../calculator/display-mode';
import { OFFLINE_BAR_HEIGHT, OnlineStatus, useOnline } from '../pwa/OnlineStatus';
import { SectionView } from '../sections/SectionView';
import { ExpiredBanner } from '../subscription/ExpiredBanner';
import { useSubscriptionDialogs } from '../subscription/SubscriptionDialogsProvider';
import classes from './AppLayout.module.css';
import { DesktopNav } from './DesktopNav';
import { Footer } from './Footer';
import { lazyDialog } from './lazy-dialog';
import { LoadingScreen } from './LoadingScreen';
import type { Section } from './nav-items';

const HEADER_HEIGHT = 64;

/**
 * The class by which a dialog's scroll lock keeps a fixed element clear of the scrollbar's place: react-remove-scroll's
 * `RemoveScroll.classNames.zeroRight`, written out because importing it from Mantine would bring the scroll lock
 * into the first download with it (a test checks that the two agree).
 */
export const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

// The phone's menu drawer opens only from the burger: its code comes when the browser is idle, or on that tap.
const MobileNav = lazyDialog(() => import('./MobileNav').then((m) => m.MobileNav), 'opened');

// The sign-in dialog opens on a first visit (core spec §4), but a returning seller's stored sign-in never needs it:
// its code is not in the first download. With no stored sign-in its fetch starts as this code runs, beside the
// first render rather than after it; otherwise it comes when the browser is idle, or on its first opening.
const SignInDialog = lazyDialog(
  () => import('../account/SignInDialog').then((m) => m.SignInDialog),
  'opened',
);
if (storedSession() === null) void SignInDialog.preload().catch(() => undefined);

// Advanced mode (advanced spec §2) is its own download, charts included: none of it is needed to price an item.
const AdvancedMode = lazy(() =>
  import('../advanced/AdvancedMode').then((m) => ({ default: m.AdvancedMode })),
);

export const ADVANCED_LOADING = 'Loading advanced features...';

function AdvancedLoading() {
  return (
    <Center py={80}>
      <Group gap={10}>
        <Loader size="sm" />
        <Text c="dimmed" role="status">
          {ADVANCED_LOADING}
        </Text>
      </Group>
    </Center>
  );
}

/** A seller who chose Advanced on this device gets it back on a plain visit to the app (no query). */
function restoreRememberedAdvanced(): void {
  const { pathname, search } = window.location;
  if (search === '' && advancedTabFrom(search) === null && (pathname === '/' || pathname === '/calc')) {
    if (rememberedAdvanced()) openAdvancedMode(undefined, { replace: true });
  }
}

export function AppLayout() {
  // Once, before the address is first read below (a replaceState: the plain address is not kept in history).
  useState(restoreRememberedAdvanced);
  const advancedTab = useAdvancedTab();
  const [section, showSection] = useState<Section>('calculator');
  // Advanced mode is the calculator's Advanced display: entering it (a menu, a link, the back button) puts the
  // section back to the calculator, so leaving it shows the calculator.
  if (advancedTab !== null && section !== 'calculator') showSection('calculator');
  const setSection = useCallback(
    (next: Section) => {
      if (advancedTab !== null) leaveAdvancedMode();
      showSection(next);
    },
    [advancedTab],
  );
  const [menuOpened, menu] = useDisclosure(false);
  const account = useAccount();
  const { openPayment } = useSubscriptionDialogs();
  const toCalculator = useCallback(() => setSection('calculator'), [setSection]);
  const accountActions = useAccountActions(toCalculator);
  const online = useOnline();
  const { t } = useLingui();

  // A stored sign-in is checked before anything is shown (core spec §4).
  if (account.phase === 'verifying') return <LoadingScreen text={t`Authenticating...`} />;

  return (
    // Offline, the header grows by the strip that says so, and the page moves down with it.
    <Box __vars={{ '--app-header-height': rem(online ? HEADER_HEIGHT : HEADER_HEIGHT + OFFLINE_BAR_HEIGHT) }}>
      {/* Fixed: while a dialog locks the page's scrolling, zeroRight keeps it clear of the scrollbar's place. */}
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <Container size="lg" h={HEADER_HEIGHT}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <HomeLink />
            <DesktopNav section={section} advanced={advancedTab !== null} onSection={setSection} />
            <Group gap="sm" wrap="nowrap" visibleFrom="lg">
              <HeaderLanguage />
              <HeaderAccount onAction={accountActions.run} />
            </Group>
            <Group gap={6} wrap="nowrap" hiddenFrom="lg">
              <HeaderLanguage />
              <HeaderAccount onAction={accountActions.run} compact />
              <Burger opened={menuOpened} onClick={menu.toggle} aria-label={t`Open menu`} size="sm" />
            </Group>
          </Group>
        </Container>
        <OnlineStatus />
      </header>
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
      <main className={classes.main}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} w="100%" style={{ flex: 1 }}>
          {advancedTab !== null ? (
            // Advanced mode has its own 'Unlock Advanced Analytics' banner for an expired seller.
            <Suspense fallback={<AdvancedLoading />}>
              <ApiBoundary>
                <AdvancedMode tab={advancedTab} />
              </ApiBoundary>
            </Suspense>
          ) : (
            <>
              {account.expired && <ExpiredBanner onUpgrade={openPayment} />}
              <SectionView section={section} />
            </>
          )}
        </Container>
        <Footer />
      </main>

      <SignInDialog
        opened={account.signInOpened}
        onClose={account.closeSignIn}
        onSignedIn={account.completeSignIn}
        returning={account.returningAccount}
      />
      {accountActions.dialogs}
    </Box>
  );
}
