import { Trans } from '@lingui/react/macro';
import { Badge, Box, Container, Group, Stack } from '@mantine/core';
import { HomeLink } from '../shell/HomeLink';
import type { ReactNode } from 'react';

/** The page around a shared calculation (and its skeleton): the brand, linked home, on the app's grey. */
export function SharedViewFrame({ children }: { children: ReactNode }) {
  return (
    <Box bg="var(--mantine-color-gray-0)" mih="100dvh">
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" component="header">
            <HomeLink />
            <Badge variant="light" color="gray" size="lg" radius="sm">
              <Trans>Read-only</Trans>
            </Badge>
          </Group>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
