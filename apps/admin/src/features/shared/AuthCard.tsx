import { Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { LogoMark } from '@margin/ui';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider for the second factor's QR code and recovery codes. */
  width?: number;
  children: ReactNode;
}

/** The centred card of the steps before the dashboard: login, second factor, an expired password. */
export function AuthCard({ title, subtitle, width = 420, children }: AuthCardProps) {
  return (
    <Center component="main" mih="100dvh" bg="var(--mantine-color-gray-0)" p="md">
      <Card w="100%" maw={width} shadow="sm" padding="lg">
        <Stack gap="md">
          <div>
            <Group gap={8}>
              <LogoMark size={28} />
              <Text fw={800} fz="lg">
                Margin Admin
              </Text>
            </Group>
            <Title order={1} fz="xl" mt="md">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
