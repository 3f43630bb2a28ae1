import { z } from 'zod';

/**
 * What was made in an account before its address was proven (a trial starts with an e-mail alone, so anyone may
 * have): the owner keeps or deletes it once, after the first sign-in link or reset link.
 */
const earlierCounts = {
  products: z.number().int(),
  sales_records: z.number().int(),
  shares: z.number().int(),
  shop_connected: z.boolean(),
};

/** GET /api/auth/earlier-data */
export const ZEarlierDataSchema = z.object({
  /** The owner has not yet said whether to keep it. */
  pending: z.boolean(),
  /** When the address was proven; what was made before it is what the question is about. */
  made_before: z.iso.datetime({ offset: true }).nullable(),
  ...earlierCounts,
});
export type TEarlierData = z.infer<typeof ZEarlierDataSchema>;

/** POST /api/auth/earlier-data: keep it all (true) or delete it (false). */
export const ZSettleEarlierDataInputSchema = z.object({
  keep: z.boolean({ error: 'Keep must be true or false' }),
});
export type TSettleEarlierDataInput = z.input<typeof ZSettleEarlierDataInputSchema>;

export const ZSettleEarlierDataResultSchema = z.object({
  kept: z.boolean(),
  deleted: z.object(earlierCounts),
});
export type TSettleEarlierDataResult = z.infer<typeof ZSettleEarlierDataResultSchema>;

/** Only a session that proved the address (an e-mailed link, or a password its owner set) may decide. */
export const EARLIER_DATA_NEEDS_PROOF =
  'Please open the sign-in link we e-mailed you to decide what happens to this account’s earlier data.';
