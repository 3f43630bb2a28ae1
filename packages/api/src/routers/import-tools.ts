import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  auditOptions,
  LISTINGS_TEMPLATE,
  listingsOptions,
  ORDERS_TEMPLATE,
  ordersOptions,
  PRICING_AUDIT_TEMPLATE,
  statementOptions,
  templateCsv,
  ZListingsImportSchema,
  ZOrdersImportSchema,
  ZPricingAuditUploadSchema,
  ZStatementImportSchema,
  type AnalysisOptions,
  type CsvTemplate,
} from '@margin/core';
import type { Context } from '../context';
import { costProducts } from '../services/cost-products';
import type { CsvAnalysisKind, CsvAnalysisResults } from '@margin/core';
import { featureProcedure, referenceProcedure } from '../trpc';

/** A template as a download: its file name and its text. */
const ZCsvFileSchema = z.object({ file_name: z.string(), csv: z.string() });

function templateFile(template: CsvTemplate) {
  return { file_name: template.fileName, csv: templateCsv(template) };
}

/**
 * Runs one analysis for the signed-in seller, off the event loop, with their products as a cost source. A file
 * the analysis cannot read at all answers 400 with the sentence the seller reads (the spec's 'Please upload or
 * paste CSV data', the columns a file needs); rows it cannot read are error lines of a successful answer.
 */
async function analyse<K extends CsvAnalysisKind>(
  ctx: Context & { user: { id: string } },
  kind: K,
  text: string,
  options: AnalysisOptions,
): Promise<Extract<CsvAnalysisResults[K], { ok: true }>> {
  const products = await costProducts(ctx.db, ctx.user.id);
  const result = await ctx.services.csvAnalyses.run(kind, text, { ...options, products });
  if (!result.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: result.reason });
  return result as Extract<CsvAnalysisResults[K], { ok: true }>;
}

/**
 * The CSV tools (advanced spec §2, §7) for callers who do not use the app (the app analyses on the
 * device): the pricing audit, the bulk price updater and the orders analysis, trial or Pro; their templates, open
 * to everyone (the app opens them in a new tab, which carries no token). A `user_id` in the input is ignored:
 * the caller is the session's. Nothing of an uploaded file is stored or logged.
 */
export const importToolsRouter = {
  /** POST /api/pricing-audit/csv-upload. */
  auditCsv: featureProcedure('advanced')
    .input(ZPricingAuditUploadSchema)
    .mutation(({ ctx, input }) => analyse(ctx, 'audit', input.csv_data, auditOptions(input))),

  /** POST /api/import/listings: the bulk price updater. */
  importListings: featureProcedure('advanced')
    .input(ZListingsImportSchema)
    .mutation(({ ctx, input }) => analyse(ctx, 'listings', input.csv_content, listingsOptions(input))),

  /** POST /api/import/orders: the orders analysis. */
  importOrders: featureProcedure('advanced')
    .input(ZOrdersImportSchema)
    .mutation(({ ctx, input }) => analyse(ctx, 'orders', input.csv_content, ordersOptions(input))),

  /** POST /api/import/statement: the monthly statement reconciled, order by order, with the orders export. */
  importStatement: featureProcedure('advanced')
    .input(ZStatementImportSchema)
    .mutation(({ ctx, input }) => analyse(ctx, 'statement', input.statement_csv, statementOptions(input))),

  /** GET /api/pricing-audit/csv-template (also the calculator's cost sheet). */
  auditTemplate: referenceProcedure.output(ZCsvFileSchema).query(() => templateFile(PRICING_AUDIT_TEMPLATE)),

  /** GET /api/import/listings-template. */
  listingsTemplate: referenceProcedure.output(ZCsvFileSchema).query(() => templateFile(LISTINGS_TEMPLATE)),

  /** GET /api/import/orders-template. */
  ordersTemplate: referenceProcedure.output(ZCsvFileSchema).query(() => templateFile(ORDERS_TEMPLATE)),
} satisfies TRPCRouterRecord;
