import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  calculate,
  countriesMap,
  currenciesMap,
  exchangeRates,
  findCountry,
  findCurrency,
  marketplaceFeesFor,
  ZCalculationInputSchema,
  ZCalculationResultSchema,
  ZCalculationTrackSchema,
  ZCountriesMapSchema,
  type TCalculationResult,
  ZCurrenciesMapSchema,
  ZExchangeRatesSchema,
  ZEmailSchema,
  ZMarketplaceFeesSchema,
  safeText,
} from '@margin/core';
import { hintedError } from '../http-hint';
import { calculationReportEmail, sendMail } from '../services/mail';
import { calculationCounts, recordCalculation } from '../services/calculation-events';
import { calculationReportLines } from '../services/reports/calculation-report';
import { accountMailLocale } from '../services/auth/locale';
import { featureProcedure, publicProcedure, referenceProcedure, userProcedure } from '../trpc';

const USAGE_WINDOW_DAYS = 30;
/** E-mail exports per seller: plenty for real use, too few to turn the product into a mailer. */
const REPORT_MAILS = { max: 20, windowMs: 60 * 60_000 } as const;

export const calcRouter = {
  /** Countries with their payment processing rates, dated and sourced (GET /api/countries). */
  countries: referenceProcedure.output(ZCountriesMapSchema).query(() => countriesMap()),
  /** Currency code to name (GET /api/currencies). */
  currencies: referenceProcedure.output(ZCurrenciesMapSchema).query(() => currenciesMap()),
  /** The dated exchange-rate snapshot the fees are converted with (GET /api/rates). */
  rates: referenceProcedure.output(ZExchangeRatesSchema).query(() => exchangeRates()),

  /** Fee rates for one currency (GET /api/marketplace-fees/{currency}). */
  marketplaceFees: referenceProcedure
    .input(z.object({ currency: safeText() }))
    .output(ZMarketplaceFeesSchema)
    .query(({ input }) => {
      if (!findCurrency(input.currency)) {
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: `Currency ${input.currency.toUpperCase()} is not supported.`,
        });
      }
      return marketplaceFeesFor(input.currency);
    }),

  /**
   * One calculation, forward or reverse (POST /api/calculate/enhanced). Open to anyone: the calculator is
   * the product's front door, and the request rate limit applies per client.
   */
  calculate: publicProcedure
    .input(ZCalculationInputSchema)
    // Not `.output()`: re-parsing the engine's answer on every call was 15% of a calculation's CPU under load
    // (bench/api.ts). The engine builds a TCalculationResult, and core's property test holds every answer to
    // the schema, which still describes it in the API document.
    .meta({ documentedOutput: ZCalculationResultSchema })
    .query(({ input }): TCalculationResult => calculate(input)),

  /**
   * The results panel's e-mail export: recomputes the calculation (a client never supplies the numbers) and
   * mails its summary. A trial-or-Pro feature, limited per seller.
   */
  emailReport: featureProcedure('share')
    .input(z.object({ email: ZEmailSchema, input: ZCalculationInputSchema }))
    .mutation(async ({ ctx, input }) => {
      const result = calculate(input.input);
      const { count, resetInMs } = await ctx.services.counters.hit(
        `mail:report:${ctx.user.id}`,
        REPORT_MAILS.windowMs,
      );
      if (count > REPORT_MAILS.max) {
        const minutes = Math.ceil(resetInMs / 60_000);
        throw hintedError(
          'TOO_MANY_REQUESTS',
          `You have e-mailed ${REPORT_MAILS.max} calculations this hour. Please try again in ${minutes} minutes.`,
          { retryAfterSeconds: Math.ceil(resetInMs / 1000) },
        );
      }
      const locale = await accountMailLocale(ctx.db, ctx.user.id);
      const { title, lines } = calculationReportLines(input.input, result, locale);
      const mail = calculationReportEmail({
        to: input.email,
        userId: ctx.user.id,
        locale,
        title,
        lines,
        appUrl: ctx.services.config.publicUrl,
      });
      const { delivered } = await sendMail(ctx.db, ctx.services.mail, mail);
      if (!delivered) {
        throw new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          message: 'The e-mail could not be sent. Please try again later.',
        });
      }
      return { sent: true as const };
    }),

  /**
   * The calculation-tracking call that follows a successful calculation: counts it for the signed-in
   * seller's usage stats. Anonymous calls are accepted and not recorded, so the app can always send it.
   */
  track: publicProcedure.input(ZCalculationTrackSchema).mutation(async ({ ctx, input }) => {
    if (!ctx.user) return { tracked: false };
    const country = input.country ? findCountry(input.country) : undefined;
    await recordCalculation(ctx.db, ctx.user.id, {
      mode: input.mode,
      country: country?.code ?? null,
      currency: country?.currency ?? null,
    });
    return { tracked: true };
  }),

  /** The signed-in seller's calculation counts: all time and over the last 30 days, by mode. */
  usage: userProcedure.query(async ({ ctx }) => {
    const since = new Date(Date.now() - USAGE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const { total, byMode } = await calculationCounts(ctx.db, ctx.user.id, since);
    return {
      total,
      lastDays: USAGE_WINDOW_DAYS,
      recent: { forward: byMode.forward ?? 0, reverse: byMode.reverse ?? 0 },
    };
  }),
} satisfies TRPCRouterRecord;
