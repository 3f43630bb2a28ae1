import { Button, Group, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TabHeaderProps {
  title: string;
  description?: ReactNode;
  /** Fetches the tab's figures again (they are live: computed by the server on each call). */
  onRefresh?: () => void;
  refreshing?: boolean;
}

export function TabHeader({ title, description, onRefresh, refreshing = false }: TabHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="md">
      <div>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {onRefresh && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRefresh}
          loading={refreshing}
        >
          Refresh
        </Button>
      )}
    </Group>
  );
}
