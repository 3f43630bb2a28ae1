import { Code, Text } from '@mantine/core';
import type { TAdminPayment } from '@margin/core';
import { formatAmount, formatDateTime } from '../shared/format';
import { RecordList, type Column } from '../shared/RecordList';
import { PaymentStatusBadge } from '../shared/StatusBadges';

/** A deleted seller's payments stay in the ledger without anything that names them. */
const USER: Column<TAdminPayment> = {
  header: 'User',
  cell: (p) =>
    p.user_email ?? (
      <Text span size="sm" fs="italic">
        Deleted seller
      </Text>
    ),
};

const COLUMNS: Column<TAdminPayment>[] = [
  { header: 'Amount', cell: (p) => formatAmount(p.amount, p.currency), numeric: true, nowrap: true },
  { header: 'Status', cell: (p) => <PaymentStatusBadge status={p.payment_status} />, nowrap: true },
  { header: 'Created', cell: (p) => formatDateTime(p.created_at), nowrap: true },
  { header: 'Paid', cell: (p) => formatDateTime(p.paid_at), nowrap: true },
  {
    header: 'Checkout session',
    cell: (p) =>
      p.stripe_session_id ? (
        <Code fz="xs" style={{ wordBreak: 'break-all' }}>
          {p.stripe_session_id}
        </Code>
      ) : (
        '—'
      ),
  },
  {
    header: 'Via',
    nowrap: true,
    cell: (p) => (
      <Text span size="sm">
        {p.provider === 'test' ? 'Test checkout' : 'Stripe'}
      </Text>
    ),
  },
];

export interface PaymentsTableProps {
  payments: TAdminPayment[];
  caption: string;
  /** Off in one seller's detail, where every row is theirs. */
  withUser?: boolean;
}

export function PaymentsTable({ payments, caption, withUser = true }: PaymentsTableProps) {
  return (
    <RecordList
      caption={caption}
      rows={payments}
      rowKey={(p) => p.id}
      columns={withUser ? [USER, ...COLUMNS] : COLUMNS}
      minTableWidth={withUser ? 980 : 760}
    />
  );
}
