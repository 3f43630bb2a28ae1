import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title="Two-factor authentication is on">
        Save these recovery codes somewhere safe, such as a password manager. Each one signs you in once if
        you lose your phone. They will not be shown again.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm" block ta="center">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Group>
      <Text size="xs" c="dimmed">
        Next time you sign in, enter the code from your authenticator app after your password.
      </Text>
    </Stack>
  );
}
