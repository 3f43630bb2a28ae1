import type { TRPCRouterRecord } from '@trpc/server';
import { ZLocaleSchema, ZSetLocaleInputSchema } from '@margin/core';
import { z } from 'zod';
import { setAccountLocale } from '../services/auth/locale';
import { userProcedure } from '../trpc';

export const accountLocaleRouter = {
  /**
   * The signed-in seller chose a language in the app: it is kept on their account, so their other devices adopt
   * it and their e-mails are written in it. Only ever the session's own account.
   */
  setLocale: userProcedure
    .input(ZSetLocaleInputSchema)
    .output(z.object({ locale: ZLocaleSchema }))
    .mutation(async ({ ctx, input }) => ({
      locale: await setAccountLocale(ctx.db, ctx.user.id, input.locale),
    })),
} satisfies TRPCRouterRecord;
