import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import {
  LISTINGS_TEMPLATE,
  ORDERS_TEMPLATE,
  PRICING_AUDIT_TEMPLATE,
  templateCsv,
  type CsvTemplate,
} from '@margin/core';
import type { Context } from '../context';
import { costProducts } from '../services/cost-products';
import type { CsvAnalysisKind, CsvAnalysisResults } from '@margin/core';
import {
  ANALYSIS_INPUTS,
  analysisArguments,
  CsvUpload,
  uploadOr,
  type AnalysisInputOf,
} from '../services/csv-analyses/upload';
import { featureProcedure, referenceProcedure } from '../trpc';

/** A template as a download: its file name and its text. */
const ZCsvFileSchema = z.object({ file_name: z.string(), csv: z.string() });

function templateFile(template: CsvTemplate) {
  return { file_name: template.fileName, csv: templateCsv(template) };
}

/**
 * Runs one analysis for the signed-in seller, off the event loop, with their products as a cost source. A file
 * the analysis cannot read at all answers 400 with the sentence the seller reads (the spec's 'Please upload or
 * paste CSV data', the columns a file needs); rows it cannot read are error lines of a successful answer. An
 * upload (the REST paths) is read on the analysis' thread, checked there with the same schema.
 */
async function analyse<K extends CsvAnalysisKind>(
  ctx: Context & { user: { id: string } },
  kind: K,
  input: CsvUpload | AnalysisInputOf<K>,
): Promise<Extract<CsvAnalysisResults[K], { ok: true }>> {
  const products = await costProducts(ctx.db, ctx.user.id);
  const analyses = ctx.services.csvAnalyses;
  let result: CsvAnalysisResults[K];
  if (input instanceof CsvUpload) result = await analyses.runUpload(kind, input, products);
  else {
    const { text, options } = analysisArguments(kind, input);
    result = await analyses.run(kind, text, { ...options, products });
  }
  if (!result.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: result.reason });
  return result as Extract<CsvAnalysisResults[K], { ok: true }>;
}

/**
 * An analysis as a procedure: the schema's JSON input, or an upload as the REST path received it; the API
 * document shows the schema.
 */
function analysisProcedure<K extends CsvAnalysisKind>(kind: K) {
  const { schema } = ANALYSIS_INPUTS[kind];
  return featureProcedure('advanced')
    .meta({ documentedInput: schema })
    .input(uploadOr(schema))
    .mutation(({ ctx, input }) => analyse(ctx, kind, input as CsvUpload | AnalysisInputOf<K>));
}

/**
 * The CSV tools (advanced spec §2, §7) for callers who do not use the app (the app analyses on the
 * device): the pricing audit, the bulk price updater and the orders analysis, trial or Pro; their templates, open
 * to everyone (the app opens them in a new tab, which carries no token). A `user_id` in the input is ignored:
 * the caller is the session's. Nothing of an uploaded file is stored or logged.
 */
export const importToolsRouter = {
  /** POST /api/pricing-audit/csv-upload. */
  auditCsv: analysisProcedure('audit'),

  /** POST /api/import/listings: the bulk price updater. */
  importListings: analysisProcedure('listings'),

  /** POST /api/import/orders: the orders analysis. */
  importOrders: analysisProcedure('orders'),

  /** POST /api/import/statement: the monthly statement reconciled, order by order, with the orders export. */
  importStatement: analysisProcedure('statement'),

  /** GET /api/pricing-audit/csv-template (also the calculator's cost sheet). */
  auditTemplate: referenceProcedure.output(ZCsvFileSchema).query(() => templateFile(PRICING_AUDIT_TEMPLATE)),

  /** GET /api/import/listings-template. */
  listingsTemplate: referenceProcedure.output(ZCsvFileSchema).query(() => templateFile(LISTINGS_TEMPLATE)),

  /** GET /api/import/orders-template. */
  ordersTemplate: referenceProcedure.output(ZCsvFileSchema).query(() => templateFile(ORDERS_TEMPLATE)),
} satisfies TRPCRouterRecord;
