import {
  auditOptions,
  listingsOptions,
  ordersOptions,
  statementOptions,
  ZListingsImportSchema,
  ZOrdersImportSchema,
  ZPricingAuditUploadSchema,
  ZStatementImportSchema,
  type AnalysisOptions,
  type CsvAnalysisKind,
} from '@margin/core';
import type { z } from 'zod';
import { describeZodError } from '../../zod-detail';

/**
 * An uploaded file as the HTTP request carried it: its bytes, not yet decoded or parsed. The REST paths of the
 * analyses hand this to the procedure instead of a parsed body, so that neither decoding 50 MB nor JSON.parse of it
 * runs on the event loop, and the body is held once: the blocks move (transfer, not copy) to the worker thread,
 * which reads them (`readUpload`). Only the server's request parser makes one; no client input can become one.
 */
export class CsvUpload {
  constructor(
    /** `json`: the body is the procedure's JSON input; `csv`: the body is the file itself. */
    readonly format: 'json' | 'csv',
    /** The body, each block the only view of its own ArrayBuffer (so each can be transferred). */
    readonly blocks: Uint8Array[],
    /** With `csv`: the other fields of the input (the query parameters), as the schema reads them. */
    readonly fields: Record<string, unknown> = {},
  ) {}
}

/** An analysis' input: its schema, the field that carries the file, and the engine's options from the rest. */
interface AnalysisInput<S extends z.ZodType> {
  schema: S;
  file: keyof z.output<S> & string;
  options: (input: z.output<S>) => AnalysisOptions;
}

const input = <S extends z.ZodType>(spec: AnalysisInput<S>) => spec;

/** What each analysis takes (advanced spec §7); the procedures and the worker threads read the same table. */
export const ANALYSIS_INPUTS = {
  audit: input({ schema: ZPricingAuditUploadSchema, file: 'csv_data', options: auditOptions }),
  listings: input({ schema: ZListingsImportSchema, file: 'csv_content', options: listingsOptions }),
  orders: input({ schema: ZOrdersImportSchema, file: 'csv_content', options: ordersOptions }),
  statement: input({ schema: ZStatementImportSchema, file: 'statement_csv', options: statementOptions }),
} satisfies { [K in CsvAnalysisKind]: AnalysisInput<z.ZodType> };

export type AnalysisInputOf<K extends CsvAnalysisKind> = z.output<(typeof ANALYSIS_INPUTS)[K]['schema']>;

/** The file's text and the engine's options from an input its schema has accepted. */
export function analysisArguments<K extends CsvAnalysisKind>(
  kind: K,
  parsed: AnalysisInputOf<K>,
): { text: string; options: AnalysisOptions } {
  const spec = ANALYSIS_INPUTS[kind] as unknown as AnalysisInput<z.ZodType<AnalysisInputOf<K>>>;
  return { text: parsed[spec.file] as string, options: spec.options(parsed) };
}

export const NOT_UTF8_DETAIL =
  'The upload is not UTF-8 text. Please save the file as CSV (UTF-8) and try again.';
export const NOT_JSON_DETAIL = 'The request body is not valid JSON.';

/** The blocks as one string; they are let go of as they are read. */
function decode(blocks: Uint8Array[]): string | null {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  try {
    while (blocks.length > 0) parts.push(decoder.decode(blocks.shift(), { stream: true }));
    parts.push(decoder.decode());
  } catch {
    return null;
  }
  return parts.join('');
}

/**
 * Reads an upload on the thread that analyses it: decodes it, parses the JSON (or takes the file and the query's
 * fields), and checks it with the analysis' schema, so a bad input gets the same sentence as over tRPC.
 */
export function readUpload(
  kind: CsvAnalysisKind,
  upload: Pick<CsvUpload, 'format' | 'blocks' | 'fields'>,
): { ok: true; text: string; options: AnalysisOptions } | { ok: false; detail: string } {
  const spec = ANALYSIS_INPUTS[kind] as AnalysisInput<z.ZodType>;
  const text = decode(upload.blocks);
  if (text === null) return { ok: false, detail: NOT_UTF8_DETAIL };
  let body: unknown;
  if (upload.format === 'csv') body = { ...upload.fields, [spec.file]: text };
  else {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, detail: NOT_JSON_DETAIL };
    }
  }
  const parsed = spec.schema.safeParse(body);
  if (!parsed.success) return { ok: false, detail: describeZodError(parsed.error) };
  return { ok: true, ...analysisArguments(kind, parsed.data as never) };
}

/** A procedure's input parser in the shape tRPC reads a zod schema's: `_input` is the type clients see. */
interface UploadParser<S extends z.ZodType> {
  _input: z.input<S>;
  _output: CsvUpload | z.output<S>;
  parse(value: unknown): CsvUpload | z.output<S>;
  /** What checks the input, a JSON body here and an upload on the analysis' thread. */
  schema: S;
}

/**
 * A procedure's input parser: an upload as it came (read later, on the analysis' thread), anything else checked
 * with the schema here. Clients see the schema's input type; only the REST paths pass an upload.
 */
export function uploadOr<S extends z.ZodType>(schema: S): UploadParser<S> {
  const parse = (value: unknown) => (value instanceof CsvUpload ? value : schema.parse(value));
  return { parse, schema } as UploadParser<S>;
}
