import { Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMIT } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { countOf } from '../shared/format';
import { EmptyState, QueryState } from '../shared/QueryState';
import { TabHeader } from '../shared/TabHeader';
import { filterUsers, STATUS_FILTERS, type UserStatusFilter } from './user-filters';
import { UsersTable } from './UsersTable';

const PAGE_SIZE = 20;

/** Spec §2, §6: up to 100 sellers, newest first, test accounts left out; filters and pages over them. */
export function UsersTab() {
  const trpc = useTRPC();
  const users = useQuery(trpc.admin.users.queryOptions({ limit: ADMIN_LIST_LIMIT }));
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [page, setPage] = useState(1);

  return (
    <div>
      <TabHeader
        title="Users"
        description={`The ${ADMIN_LIST_LIMIT} newest sellers, test accounts left out. Find anyone else in Search.`}
        onRefresh={() => void users.refetch()}
        refreshing={users.isRefetching}
      />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Filter by email"
          placeholder="name@shop.com"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value ?? 'all');
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <QueryState query={users} what="the users">
        {({ users: all }) => {
          const shown = filterUsers(all, { email, status });
          const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
          const current = Math.min(page, pages);
          if (shown.length === 0) {
            return (
              <EmptyState>
                {all.length === 0 ? 'No sellers yet.' : 'No users match these filters.'}
              </EmptyState>
            );
          }
          return (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.length === all.length
                  ? countOf(all.length, 'user')
                  : `${shown.length} of ${all.length} users`}
              </Text>
              <UsersTable users={shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)} />
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={current}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </div>
  );
}
