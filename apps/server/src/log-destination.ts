import pino, { type DestinationStream } from 'pino';

export interface BatchedLogOptions {
  /** A batch goes out once its text is this long (characters; about as many bytes, log lines being mostly ASCII). */
  batchLength?: number;
  /** Nor does a line wait longer than this for the rest of its batch (a quiet server's lines). */
  maxDelayMs?: number;
}

/**
 * The server's log destination (a file descriptor, standard output in production): lines gather in one string and go
 * out in batches of about 4 KB, about twenty request lines, through pino's own asynchronous destination (sonic-boom).
 * Handed to it one at a time, the lines cost the event loop 5 to 10 µs of every request under the API benchmark
 * (bench/api.ts): sonic-boom measures the bytes of its whole pending buffer at each line, and its writes went out far
 * more often. A line waits at most `maxDelayMs` for its batch. What is left goes to pino's destination as the process
 * exits (also by process.exit), ahead of pino's own exit handler, which writes it; only a kill -9 or a crash of the
 * process itself can lose the last lines.
 */
export class BatchedLogDestination implements DestinationStream {
  // pino's, not a bare sonic-boom: it stops writing on a broken pipe (EPIPE) instead of failing the process.
  readonly #out: DestinationStream & { flushSync(): void };
  readonly #batchLength: number;
  readonly #maxDelayMs: number;
  #pending = '';
  #timer: NodeJS.Timeout | undefined;

  constructor(fd: number, options: BatchedLogOptions = {}) {
    this.#out = pino.destination({ dest: fd, sync: false });
    this.#batchLength = options.batchLength ?? 4096;
    this.#maxDelayMs = options.maxDelayMs ?? 200;
    const handOver = () => this.#handOver();
    process.prependListener('beforeExit', handOver);
    process.prependListener('exit', handOver);
  }

  write(line: string): void {
    this.#pending += line;
    if (this.#pending.length >= this.#batchLength) this.#handOver();
    else this.#timer ??= setTimeout(() => this.#handOver(), this.#maxDelayMs).unref();
  }

  /** Writes everything now, before returning. */
  flushSync(): void {
    this.#handOver();
    this.#out.flushSync();
  }

  #handOver(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#pending === '') return;
    this.#out.write(this.#pending);
    this.#pending = '';
  }
}
