import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Wordmark } from '@margin/ui';

/** The start-up screen (core spec §2.1: 'Authenticating...' or 'Loading Calculator...'). */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <Center mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="md">
        <Wordmark size="xl" />
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
