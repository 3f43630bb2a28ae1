import { Center, Loader, Stack, Text } from '@mantine/core';

export function LoadingScreen({ text = 'Loading Calculator...' }: { text?: string }) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
