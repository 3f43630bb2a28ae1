import { Card, Center, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { Wordmark } from '@margin/ui';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  icon: ReactNode;
  color?: string;
  title: string;
  children?: ReactNode;
  /** The page's buttons, under the text. */
  actions?: ReactNode;
}

/** A page of its own outside the app shell (payment result, password reset, sign-in link): one centred card. */
export function StatusPage({ icon, color = 'margin', title, children, actions }: StatusPageProps) {
  return (
    <Center mih="100dvh" bg="var(--mantine-color-gray-0)" p="md">
      <Stack w="100%" maw={440} gap="lg">
        <Group justify="center">
          <Wordmark />
        </Group>
        <Card shadow="sm" padding="xl">
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color={color}>
              {icon}
            </ThemeIcon>
            <Title order={1} fz={24} lts={-0.3}>
              {title}
            </Title>
            {children}
            {actions && (
              <Stack gap="xs" w="100%" mt="xs">
                {actions}
              </Stack>
            )}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}
