import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import {
  EARLIER_DATA_NEEDS_PROOF,
  ZEarlierDataSchema,
  ZSettleEarlierDataInputSchema,
  ZSettleEarlierDataResultSchema,
} from '@margin/core';
import { earlierData, settleEarlierData } from '../services/auth/earlier-data';
import { userProcedure } from '../trpc';

/** The owner's question after the address is first proven; a session that proved nothing cannot answer it. */
const ownerProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.sessionProven) throw new TRPCError({ code: 'FORBIDDEN', message: EARLIER_DATA_NEEDS_PROOF });
  return next();
});

/**
 * What was made in the account before its address was proven (products, sales records, shares, a connected shop):
 * the owner keeps or deletes it, once.
 */
export const earlierDataRouter = {
  /** GET /api/auth/earlier-data: whether anything waits for the owner's decision, and what. */
  earlierData: ownerProcedure.output(ZEarlierDataSchema).query(({ ctx }) => earlierData(ctx.db, ctx.user.id)),

  /** POST /api/auth/earlier-data: `keep: true` keeps it all; `keep: false` deletes it. */
  settleEarlierData: ownerProcedure
    .input(ZSettleEarlierDataInputSchema)
    .output(ZSettleEarlierDataResultSchema)
    .mutation(({ ctx, input }) => settleEarlierData(ctx.db, ctx.user.id, input.keep)),
} satisfies TRPCRouterRecord;
