import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { LogoMark } from '@margin/ui';

/** The start-up screen (core spec §2.1: 'Authenticating...' or 'Loading Calculator...'). */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <Center mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="md">
        <Group gap={10} wrap="nowrap">
          <LogoMark size={36} />
          <Text fw={800} fz={26} lts={-0.4}>
            Margin
          </Text>
        </Group>
        <Group gap={10}>
          <Loader size="xs" />
          <Text c="dimmed" role="status">
            {text}
          </Text>
        </Group>
      </Stack>
    </Center>
  );
}
