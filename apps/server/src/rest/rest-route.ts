import type { AnyTRPCProcedure } from '@trpc/server';
import type { AppRouter } from '@margin/api';
import type { z } from 'zod';

/** The dotted paths of a router record's queries and mutations: `calc.countries`, `admin.login`, ... */
type ProcedurePaths<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? TRecord[K]['_def']['type'] extends 'query' | 'mutation'
      ? `${Prefix}${K}`
      : never
    : ProcedurePaths<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

/** Every procedure of the product's router a REST line may name; a typo is a type error. */
export type AppProcedurePath = ProcedurePaths<AppRouter['_def']['record']>;

/** What a REST shim receives: the pieces of the HTTP request a mapping may read. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * One public `/api` path, declared as data: which tRPC procedure answers it and how the HTTP request
 * becomes the procedure's input. The shim adds no logic of its own, so REST and tRPC cannot drift apart.
 */
export interface RestRoute<TPath extends string = AppProcedurePath> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to /api, Fastify syntax (`/shares/:shareId`). */
  path: string;
  /** Dotted tRPC path, e.g. `calc.countries`: one of the router's, checked by the compiler (and again at start). */
  procedure: TPath;
  summary: string;
  /** Builds the procedure input. Default: none for GET and DELETE, the JSON body otherwise. */
  input?: (req: RestRequest) => unknown;
  /** Shapes the procedure result for the wire. Default: as is. */
  output?: (result: unknown) => unknown;
  /** The answer's schema for the API document where `output` reshapes the procedure's result. */
  response?: z.ZodType;
  successStatus?: number;
  tags?: string[];
  /** Largest request body this path takes, in bytes (file uploads); the server's BODY_LIMIT_BYTES otherwise. */
  bodyLimit?: number;
  /**
   * A file upload: the body (the JSON input, or the file itself as `text/csv` with the other fields as query
   * parameters) reaches the procedure unread, as a `CsvUpload` it reads off the event loop (upload-body.ts).
   * `file` names the input field the text/csv body stands for (for the API document).
   */
  upload?: { file: string };
  /**
   * The answer can be large (tens of MB of rows): its JSON is written a slice of rows at a time (json-stream.ts),
   * so serializing it never holds the event loop for long.
   */
  largeAnswer?: boolean;
  /** Answers a file download instead of JSON: the result becomes the file (`Content-Disposition: attachment`). */
  file?: RestFile;
}

/** How a result becomes a downloaded file. */
export interface RestFile {
  /** e.g. `text/csv; charset=utf-8`. */
  contentType: string;
  /** The file's name and content, from the procedure's result. */
  from: (result: unknown) => { fileName: string; body: string };
  /** What the OpenAPI document says the file is. */
  description: string;
}
