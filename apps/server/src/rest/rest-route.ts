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
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to /api, Fastify syntax (`/shares/:shareId`). */
  path: string;
  /** Dotted tRPC path, e.g. `calc.countries`. Checked against the router when the server starts. */
  procedure: string;
  summary: string;
  /** Builds the procedure input. Default: none for GET and DELETE, the JSON body otherwise. */
  input?: (req: RestRequest) => unknown;
  /** Shapes the procedure result for the wire. Default: as is. */
  output?: (result: unknown) => unknown;
  successStatus?: number;
  tags?: string[];
}
