import type { Socket } from 'node:net';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CsvUpload } from '@margin/api';

/** The body is copied into blocks of this size as it arrives: each its own ArrayBuffer, to transfer to a thread. */
const BLOCK_BYTES = 1_048_576;

/**
 * The arriving body in blocks: each chunk copied in as it comes (a socket's chunks may share one buffer), so the
 * whole body is held once, in pieces that move to the worker thread without a copy.
 */
class BlockWriter {
  private readonly blocks: Uint8Array[] = [];
  private current: Uint8Array | null = null;
  private used = 0;

  write(chunk: Uint8Array) {
    let offset = 0;
    while (offset < chunk.length) {
      if (!this.current || this.used === this.current.length) {
        this.current = new Uint8Array(BLOCK_BYTES);
        this.used = 0;
        this.blocks.push(this.current);
      }
      const take = Math.min(chunk.length - offset, this.current.length - this.used);
      this.current.set(chunk.subarray(offset, offset + take), this.used);
      this.used += take;
      offset += take;
    }
  }

  /** The blocks, the last one cut to what it holds (its own buffer again). */
  finish(): Uint8Array[] {
    if (this.current && this.used < this.current.length) {
      this.blocks[this.blocks.length - 1] = this.current.slice(0, this.used);
    }
    return this.blocks;
  }
}

/**
 * The query of a text/csv upload as the analysis' schema reads the JSON fields: `true`/`false` as booleans and
 * numbers as numbers (`target_margin=0.4`); anything else stays text, for the schema to accept or name.
 */
export function queryFields(query: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === 'true' || value === 'false') fields[name] = value === 'true';
    else if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) fields[name] = Number(value);
    else fields[name] = value;
  }
  return fields;
}

const { FST_ERR_CTP_BODY_TOO_LARGE, FST_ERR_CTP_INVALID_CONTENT_LENGTH } = errorCodes;

/**
 * A content-type parser that reads the body as bytes into a `CsvUpload` (JSON or the file itself), without decoding
 * or parsing it on the event loop: the analysis' thread does that. It keeps the route's body limit (413 with the
 * route's sentence, as Fastify's own parsers answer) and checks the length a client declared.
 */
function uploadParser(format: CsvUpload['format']) {
  return (
    req: FastifyRequest,
    payload: NodeJS.ReadableStream & { receivedEncodedLength?: number },
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    const limit = req.routeOptions.bodyLimit ?? req.server.initialConfig.bodyLimit!;
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      done(new FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    const writer = new BlockWriter();
    let received = 0;
    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onEnd);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit || (payload.receivedEncodedLength ?? 0) > limit) {
        stop();
        done(new FST_ERR_CTP_BODY_TOO_LARGE());
        return;
      }
      writer.write(bytes);
    }
    function onEnd(error?: Error & { statusCode?: number }) {
      stop();
      if (error) {
        if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
        done(error);
        return;
      }
      if (!Number.isNaN(declared) && (payload.receivedEncodedLength || received) !== declared) {
        done(new FST_ERR_CTP_INVALID_CONTENT_LENGTH());
        return;
      }
      done(null, new CsvUpload(format, writer.finish(), format === 'csv' ? queryFields(req.query) : {}));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onEnd);
    payload.resume();
  };
}

/** The media types an upload path takes, for the 415's sentence and the API document. */
export const UPLOAD_MEDIA_TYPES = ['application/json', 'text/csv'] as const;

/**
 * In this (encapsulated) instance, the bodies of `application/json` and `text/csv` become `CsvUpload`s: the routes
 * registered in it are the file uploads. Every other media type is refused 415.
 */
export function takeUploads(instance: FastifyInstance): void {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('application/json', uploadParser('json'));
  instance.addContentTypeParser('text/csv', uploadParser('csv'));
}

/**
 * An upload waits for its analysis with nothing crossing its connection: a wait for a thread, then the analysis
 * itself, each bounded by the pool (503 'busy', 422 past its time). The server's idle timeout (`connectionTimeout`)
 * is shorter than the two together and would drop the connection without an answer, so it is lifted on this
 * connection until the answer has been sent.
 */
export function keepOpenForTheAnswer(req: FastifyRequest, reply: FastifyReply): void {
  const socket = req.raw.socket as Partial<Socket> | undefined;
  // A request injected without a connection (app.inject) has none to keep open.
  if (typeof socket?.setTimeout !== 'function') return;
  const idleMs = req.server.initialConfig.connectionTimeout ?? 0;
  socket.setTimeout(0);
  reply.raw.once('close', () => {
    if (!socket.destroyed) socket.setTimeout!(idleMs);
  });
}
