import { randomBytes } from 'node:crypto';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  calculate,
  forwardRequestFromSnapshot,
  resultsOf,
  safeText,
  ZShareCreatedSchema,
  ZShareCreateInputSchema,
  ZShareIdSchema,
  ZStoredShareSchema,
  type ShareSnapshot,
} from '@margin/core';
import { hintedError } from '../http-hint';
import { storeShare } from '../services/shares';
import { featureProcedure, publicProcedure } from '../trpc';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 18 random bytes = 144 bits, well past guessing; base64url keeps the link short (24 characters). */
const SHARE_ID_BYTES = 18;

export const SHARE_NOT_FOUND = 'Share not found. It may have been deleted or the link is incorrect.';
export const SHARE_GONE = 'This share has expired or been revoked.';

/**
 * The results as the engine gives them for the snapshot's inputs. A shared link is read by buyers and
 * partners, so it never shows numbers a client made up; inputs the engine refuses are a 400 with its reason.
 */
function withEngineResults(snapshot: ShareSnapshot): ShareSnapshot {
  const result = calculate(forwardRequestFromSnapshot(snapshot));
  // The currency is the country's: the engine prices in it, so a snapshot cannot claim another.
  return { ...snapshot, currency: result.currency, results: resultsOf(result) };
}

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: SHARE_NOT_FOUND });
}

export const sharesRouter = {
  /**
   * Stores a read-only snapshot (POST /api/shares/) and answers its public URL. Sharing is a trial-or-Pro
   * feature (core spec §6); the link itself is readable by anyone who has it.
   */
  create: featureProcedure('share')
    .input(ZShareCreateInputSchema)
    .output(ZShareCreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const calc = withEngineResults(input.calc);
      const id = randomBytes(SHARE_ID_BYTES).toString('base64url');
      const expiresAt = new Date(Date.now() + input.expires_days * DAY_MS);
      await storeShare(ctx.db, { id, snapshot: calc, expiresAt, userId: ctx.user.id });
      return {
        id,
        url: new URL(`/s/${id}`, ctx.services.config.publicUrl).toString(),
        expires_at: expiresAt.toISOString(),
      };
    }),

  /**
   * One view of a share (GET /api/shares/{shareId}): counts it and answers the snapshot. 404 for an id that
   * never existed, 410 once it has expired or been revoked (core spec §8).
   */
  get: publicProcedure
    .input(z.object({ shareId: safeText() }))
    // Not `.output()`: share-views.ts checks the stored snapshot once per read, not once per view.
    .meta({ documentedOutput: ZStoredShareSchema })
    .query(async ({ ctx, input }): Promise<z.output<typeof ZStoredShareSchema>> => {
      if (!ZShareIdSchema.safeParse(input.shareId).success) throw notFound();
      // Counted as it is answered; written to the database a moment later (services/share-views.ts).
      const share = await ctx.services.shareViews.view(ctx.db, input.shareId);
      if (share.status === 'unknown') throw notFound();
      if (share.status === 'gone') throw hintedError('NOT_FOUND', SHARE_GONE, { status: 410 });
      return {
        calc: share.snapshot,
        created_at: share.createdAt.toISOString(),
        view_count: share.viewCount,
        expires_at: share.expiresAt?.toISOString() ?? null,
      };
    }),
} satisfies TRPCRouterRecord;
