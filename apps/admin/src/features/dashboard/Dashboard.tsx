import { AppShell, Box, Container, Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminVerifyResult } from '@margin/core';
import { LogoMark } from '@margin/ui';
import { useState } from 'react';
import { ActivityLogsTab } from '../activity/ActivityLogsTab';
import { MfaModal } from '../mfa/MfaModal';
import { ChangePasswordModal } from '../password/ChangePasswordModal';
import { PasswordExpiryBanner } from '../password/PasswordExpiryBanner';
import { PaymentsTab } from '../payments/PaymentsTab';
import { SearchTab } from '../search/SearchTab';
import { useLogout } from '../session/use-logout';
import { StatsTab } from '../stats/StatsTab';
import { UsersTab } from '../users/UsersTab';
import { AccountControls } from './AccountControls';
import { DASHBOARD_TABS, tabFromHash, type DashboardTab } from './dashboard-tabs';

/** The operators' dashboard: header with the account controls, the expiry banner, and the five tabs. */
export function Dashboard({ verify }: { verify: TAdminVerifyResult }) {
  const username = verify.admin_info.username;
  const [tab, setTab] = useState<DashboardTab>(() => tabFromHash(window.location.hash));
  const [modal, setModal] = useState<'password' | 'mfa' | null>(null);
  // A new key remounts Search with the e-mail chosen elsewhere (a quick action on the Stats tab).
  const [search, setSearch] = useState({ key: 0, email: '' });
  const { logout, pending } = useLogout();

  const showTab = (next: DashboardTab) => {
    setTab(next);
    window.history.replaceState(null, '', `#${next}`);
  };
  const openUser = (email: string) => {
    setSearch((s) => ({ key: s.key + 1, email }));
    showTab('search');
  };

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap={8} wrap="nowrap">
              <LogoMark size={28} />
              <Text fw={800} fz="lg">
                Margin Admin
              </Text>
            </Group>
            <AccountControls
              username={username}
              onChangePassword={() => setModal('password')}
              onMfa={() => setModal('mfa')}
              onLogout={() => void logout()}
              loggingOut={pending}
            />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="xl" py="md" px={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <VisuallyHidden component="h1">Admin dashboard</VisuallyHidden>
            {verify.password_expires_soon && (
              <PasswordExpiryBanner
                daysLeft={verify.days_until_password_expires}
                onChangePassword={() => setModal('password')}
              />
            )}
            <Tabs
              value={tab}
              onChange={(value) => value && showTab(value as DashboardTab)}
              keepMounted={false}
            >
              <Box style={{ overflowX: 'auto' }} mb="md">
                <Tabs.List style={{ flexWrap: 'nowrap', minWidth: 'max-content' }}>
                  {DASHBOARD_TABS.map((t) => (
                    <Tabs.Tab
                      key={t.value}
                      value={t.value}
                      px={{ base: 8, sm: 'md' }}
                      fz={{ base: 'sm', sm: 'md' }}
                    >
                      {t.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Box>
              <Tabs.Panel value="stats">
                <StatsTab onOpenUser={openUser} />
              </Tabs.Panel>
              <Tabs.Panel value="users">
                <UsersTab />
              </Tabs.Panel>
              <Tabs.Panel value="payments">
                <PaymentsTab />
              </Tabs.Panel>
              <Tabs.Panel value="activity">
                <ActivityLogsTab />
              </Tabs.Panel>
              <Tabs.Panel value="search">
                <SearchTab key={search.key} initialEmail={search.email} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Container>
      </AppShell.Main>
      <ChangePasswordModal opened={modal === 'password'} onClose={() => setModal(null)} username={username} />
      <MfaModal
        opened={modal === 'mfa'}
        onClose={() => setModal(null)}
        enabled={verify.mfa_enabled}
        required={verify.mfa_required}
      />
    </AppShell>
  );
}
