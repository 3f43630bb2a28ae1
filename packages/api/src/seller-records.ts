import { TRPCError } from '@trpc/server';
import { minorDigits, toMajor, toMinor } from '@margin/core';
import type { Database } from '@margin/db';
import { fieldLabel } from './domain-errors';

/**
 * What the products and sales routers share: money crosses the edge in major units and is kept in the
 * currency's minor unit; every row belongs to one seller, who may keep only so many.
 */

type Tx = Parameters<Parameters<Database['prisma']['$transaction']>[0]>[0];

/** `major` in minor units of `currency`; a fraction the currency does not have (¥12.5) is refused, not rounded. */
export function minorIn(major: number, currency: string, field: string): number {
  const digits = minorDigits(currency);
  const minor = toMinor(major, digits);
  if (Math.abs(minor - major * 10 ** digits) > 1e-6) {
    const unit = digits === 0 ? `a whole number of ${currency}` : `at most ${digits} decimal places`;
    throw new TRPCError({ code: 'BAD_REQUEST', message: `${fieldLabel([field])} must be ${unit}.` });
  }
  return minor;
}

export function majorIn(minor: number, currency: string): number {
  return toMajor(minor, minorDigits(currency));
}

/** A seller's row limit: how many rows they keep, and how many the work would add (default one). */
export interface SellerLimit {
  max: number;
  count: (tx: Tx) => Promise<number>;
  /** Rows the work would add, counted under the lock (a batch less what it already holds); default 1. */
  adding?: (tx: Tx) => Promise<number>;
  /** The refusal, or a function of the rows that would be added and the room left. */
  message: string | ((adding: number, room: number) => string);
}

/**
 * Runs `work` in a transaction that holds the seller's lock, so two tabs adding at once cannot both pass the
 * row limit: the count and the insert see the same rows. A transaction-scoped advisory lock (released at
 * commit) on a hash of the kind and the seller's id; nothing else takes these keys.
 */
export async function withinSellerLimit<T>(
  db: Database,
  kind: 'products' | 'sales',
  userId: string,
  limit: SellerLimit,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${kind}:${userId}`}))`;
    const kept = await limit.count(tx);
    const adding = limit.adding ? await limit.adding(tx) : 1;
    if (adding > 0 && kept + adding > limit.max) {
      const room = Math.max(0, limit.max - kept);
      const message = typeof limit.message === 'string' ? limit.message : limit.message(adding, room);
      throw new TRPCError({ code: 'BAD_REQUEST', message });
    }
    return work(tx);
  });
}

/** The one answer for a row that is not the caller's, whether it exists or not: nothing leaks. */
export function notFound(what: 'Product' | 'Sales record'): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: `${what} not found. It may have been deleted.` });
}
