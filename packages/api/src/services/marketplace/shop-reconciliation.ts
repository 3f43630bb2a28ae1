import { TRPCError } from '@trpc/server';
import {
  LEDGER_PAYMENT_READS,
  ledgerReceipts,
  ledgerReconciliation,
  MARKETPLACE_CACHE_MINUTES,
  monthHasBegun,
  monthRange,
  type LedgerEntry,
  type ReceiptPayment,
  type TShopReconcileAnswer,
  type TShopReconcileInput,
} from '@margin/core';
import type { Database } from '@margin/db';
import { cachedFetch } from './cache';
import { readShop } from './connections';
import type { Marketplace } from './etsy-client';

/** What a month's reconciliation reads from the marketplace, kept 30 minutes per seller and month. */
interface ShopLedger {
  shopName: string;
  entries: LedgerEntry[];
  payments: ReceiptPayment[];
  /** The month's orders whose payments were not read (past the first LEDGER_PAYMENT_READS). */
  unreadPayments: number;
}

/** Tied to the seller, so disconnecting or deleting them purges it with the rest of their shop's data. */
export const reconciliationCacheKey = (userId: string, month: string) => `reconcile:${userId}:${month}`;

/**
 * A month of the connected shop reconciled from its payment-account ledger, as the statement import reconciles a
 * downloaded statement. The seller's own connection is read, never a shop the caller names. The marketplace is
 * asked once for the shop, once per 100 ledger entries, and once per order's payment up to 50; the answer's
 * reads are kept 30 minutes (spec §9's transactions), so the settings may change without asking again.
 */
export async function reconcileShopMonth(
  db: Database,
  marketplace: Marketplace,
  userId: string,
  input: TShopReconcileInput,
): Promise<TShopReconcileAnswer> {
  if (!monthHasBegun(input.month, new Date())) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `${input.month} has not begun yet: choose this month or an earlier one.`,
    });
  }
  const { value, fetchedAt, expiresAt } = await cachedFetch<ShopLedger>(
    db,
    {
      key: reconciliationCacheKey(userId, input.month),
      userId,
      ttlMs: MARKETPLACE_CACHE_MINUTES.transactions * 60_000,
    },
    () =>
      readShop(db, marketplace, userId, async (token, shopId) => {
        const shop = await marketplace.shop(token, shopId);
        const entries = await marketplace.ledgerEntries(token, shopId, monthRange(input.month));
        const receipts = ledgerReceipts(entries);
        const payments: ReceiptPayment[] = [];
        // One after the other, so the request budget paces them at the app's 10 a second.
        for (const receipt of receipts.slice(0, LEDGER_PAYMENT_READS)) {
          const payment = await marketplace.processingFee(token, shopId, receipt);
          if (payment) payments.push(payment);
        }
        return {
          shopName: shop.shopName,
          entries,
          payments,
          unreadPayments: Math.max(0, receipts.length - LEDGER_PAYMENT_READS),
        };
      }),
  );
  return {
    shop_name: value.shopName,
    ...ledgerReconciliation(value, input),
    fetched_at: fetchedAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}
