import type { TRPCRouterRecord } from '@trpc/server';
import { countriesMap, currenciesMap, ZCountriesMapSchema, ZCurrenciesMapSchema } from '@margin/core';
import { publicProcedure } from '../trpc';

export const calcRouter = {
  /** Countries with their payment processing rates, dated and sourced (GET /api/countries). */
  countries: publicProcedure.output(ZCountriesMapSchema).query(() => countriesMap()),
  /** Currency code to name (GET /api/currencies). */
  currencies: publicProcedure.output(ZCurrenciesMapSchema).query(() => currenciesMap()),
} satisfies TRPCRouterRecord;
