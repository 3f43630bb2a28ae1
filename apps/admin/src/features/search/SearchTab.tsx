import { Alert, Button, Center, Group, Loader, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES, ZAdminUserEmailSchema } from '@margin/core';
import { apiFailure, useTRPC } from '@margin/ui';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TabHeader } from '../shared/TabHeader';
import { UserDetail } from './UserDetail';

/** Spec §8: 'User not found' for a 404, 'Error searching user' for anything else. */
function searchError(error: unknown): string {
  return apiFailure(error).status === 404 ? ADMIN_MESSAGES.userNotFound : ADMIN_MESSAGES.searchFailed;
}

/**
 * Spec §2: an e-mail field; an empty search does nothing. Test accounts are found here too. `initialEmail`
 * searches at once (a seller opened from another tab).
 */
export function SearchTab({ initialEmail = '' }: { initialEmail?: string }) {
  const trpc = useTRPC();
  const [searched, setSearched] = useState<string | null>(initialEmail || null);
  const detail = useQuery(trpc.admin.user.queryOptions(searched ? { email: searched } : skipToken));
  const form = useForm({ initialValues: { email: initialEmail } });

  const search = ({ email }: { email: string }) => {
    const parsed = ZAdminUserEmailSchema.safeParse(email);
    if (!parsed.success) return;
    if (parsed.data === searched) void detail.refetch();
    else setSearched(parsed.data);
  };

  return (
    <div>
      <TabHeader
        title="Search"
        description="Find a seller by e-mail address to see their account and act on it."
      />
      <form onSubmit={form.onSubmit(search)} noValidate role="search" aria-label="Search users">
        <Group gap="sm" align="flex-end" mb="lg">
          <TextInput
            type="email"
            label="Email"
            placeholder="name@shop.com"
            autoComplete="off"
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: '1 1 260px' }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={detail.isFetching}>
            Search
          </Button>
        </Group>
      </form>
      {searched && detail.isPending && (
        <Center py="lg">
          <Loader aria-label="Searching" />
        </Center>
      )}
      {detail.isError && (
        <Alert color={apiFailure(detail.error).status === 404 ? 'yellow' : 'red'} variant="light">
          {searchError(detail.error)}
        </Alert>
      )}
      {detail.data && !detail.isError && (
        <UserDetail
          detail={detail.data}
          onActionDone={(actionId) => {
            if (actionId === 'deleteUser') setSearched(null);
          }}
        />
      )}
    </div>
  );
}
