import { AppShell, Button, Container, Group, Tabs, Text } from '@mantine/core';

const TABS = ['Stats', 'Users', 'Payments', 'Activity Logs', 'Search'] as const;

/** The portal's frame; each tab fills in with the admin issue. */
export function AdminDashboard({ username, onLogout }: { username: string; onLogout: () => void }) {
  return (
    <AppShell header={{ height: 60 }}>
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between">
            <Text fw={800}>Margin Admin</Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {username}
              </Text>
              <Button variant="default" size="xs">
                Change Password
              </Button>
              <Button variant="subtle" size="xs" onClick={onLogout}>
                Logout
              </Button>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="md">
          <Tabs defaultValue={TABS[0]}>
            <Tabs.List>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {tab}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Panel key={tab} value={tab} pt="md">
                <Text c="dimmed">Content coming soon...</Text>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
