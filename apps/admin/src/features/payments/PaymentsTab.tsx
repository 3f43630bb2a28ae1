import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMIT } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { EmptyState, QueryState } from '../shared/QueryState';
import { TabHeader } from '../shared/TabHeader';
import { PaymentsTable } from './PaymentsTable';

/** Spec §2, §7: the latest payments, up to 100, newest first. */
export function PaymentsTab() {
  const trpc = useTRPC();
  const payments = useQuery(trpc.admin.payments.queryOptions({ limit: ADMIN_LIST_LIMIT }));
  return (
    <div>
      <TabHeader
        title="Payments"
        description={`The ${ADMIN_LIST_LIMIT} latest payments, newest first.`}
        onRefresh={() => void payments.refetch()}
        refreshing={payments.isRefetching}
      />
      <QueryState query={payments} what="the payments">
        {({ payments: rows }) =>
          rows.length === 0 ? (
            <EmptyState>No payments yet.</EmptyState>
          ) : (
            <PaymentsTable payments={rows} caption="Payments" />
          )
        }
      </QueryState>
    </div>
  );
}
