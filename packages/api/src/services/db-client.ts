import type { Database, Prisma } from '@margin/db';

/** A transaction's client: what `db.prisma.$transaction(async (tx) => ...)` hands its work. */
export type Tx = Prisma.TransactionClient;

/** A service's `db`: the database, or the transaction the caller is already in. */
export type DbOrTx = Database | Tx;

/** The client to query through: the database's, or the transaction's. */
export function clientOf(db: DbOrTx): Database['prisma'] | Tx {
  return 'prisma' in db ? db.prisma : db;
}
