import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiFailure } from '@margin/ui';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** What failed to load, for the sentence ('Could not load the users'). */
  what: string;
  children: (data: T) => ReactNode;
}

/** A list's loading, failure (with the server's sentence and a retry) and loaded states, the same on every tab. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  if (query.isError) {
    const { detail } = apiFailure(query.error);
    return (
      <Alert color="red" variant="light" title={`Could not load ${what}`}>
        <Text size="sm" mb="xs">
          {detail ?? 'The server could not be reached. Please try again.'}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}

/** A short line in place of an empty list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="lg" ta="center">
      {children}
    </Text>
  );
}
