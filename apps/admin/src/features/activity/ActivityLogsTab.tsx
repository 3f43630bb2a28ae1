import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMIT, showInvisibles, type TAdminAction, type TAdminActivityLog } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { formatDateTime } from '../shared/format';
import { RecordList, type Column } from '../shared/RecordList';
import { EmptyState, QueryState } from '../shared/QueryState';
import { TabHeader } from '../shared/TabHeader';

/** The log's action names in the portal's words ('force_logout' -> 'Force Logout', as its button says). */
const ACTION_LABELS: Record<TAdminAction, string> = {
  admin_created: 'Admin created',
  login: 'Login',
  login_failed: 'Login failed',
  logout: 'Logout',
  change_password: 'Change Password',
  mfa_setup_started: 'Two-factor set-up started',
  mfa_enabled: 'Two-factor turned on',
  mfa_disabled: 'Two-factor turned off',
  activate_pro: 'Activate Pro',
  cancel_pro: 'Cancel Pro',
  reset_trial: 'Reset to Trial',
  cancel_subscription: 'Cancel Subscription',
  extend_trial: 'Extend trial',
  resend_welcome: 'Resend welcome email',
  force_logout: 'Force Logout',
  delete_user: 'Delete User',
};

const COLUMNS: Column<TAdminActivityLog>[] = [
  { header: 'Time', cell: (l) => formatDateTime(l.timestamp), nowrap: true },
  // A failed login records the name as typed: shown with every invisible or reordering character written out.
  { header: 'Admin', cell: (l) => showInvisibles(l.admin_username) },
  {
    header: 'Action',
    cell: (l) => (
      <Badge
        color={l.action === 'login_failed' || l.action === 'delete_user' ? 'red.9' : 'gray.7'}
        variant="filled"
        style={{ whiteSpace: 'nowrap' }}
      >
        {ACTION_LABELS[l.action]}
      </Badge>
    ),
  },
  { header: 'Details', cell: (l) => showInvisibles(l.details) },
  {
    header: 'Reason',
    cell: (l) =>
      l.reason ?? (
        <Text span c="dimmed" size="sm">
          —
        </Text>
      ),
  },
];

/** Spec §2, §3: what admins did, newest first, up to 100: each action with who, why and when. */
export function ActivityLogsTab() {
  const trpc = useTRPC();
  const logs = useQuery(trpc.admin.activityLogs.queryOptions({ limit: ADMIN_LIST_LIMIT }));
  return (
    <div>
      <TabHeader
        title="Activity Logs"
        description={`The ${ADMIN_LIST_LIMIT} latest admin actions and logins, newest first.`}
        onRefresh={() => void logs.refetch()}
        refreshing={logs.isRefetching}
      />
      <QueryState query={logs} what="the activity logs">
        {({ logs: rows }) =>
          rows.length === 0 ? (
            <EmptyState>Nothing has been logged yet.</EmptyState>
          ) : (
            <RecordList
              caption="Activity Logs"
              rows={rows}
              rowKey={(l) => l.id}
              columns={COLUMNS}
              minTableWidth={900}
            />
          )
        }
      </QueryState>
    </div>
  );
}
