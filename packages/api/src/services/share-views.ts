import { ZStoredShareSchema, type ShareSnapshot } from '@margin/core';
import type { Database } from '@margin/db';

/** One view of a share as the link answers it. */
export type ShareView =
  | { status: 'live'; snapshot: ShareSnapshot; createdAt: Date; expiresAt: Date | null; viewCount: number }
  /** Expired or revoked: the link answers 410. */
  | { status: 'gone' }
  /** No share has that id (never existed, or deleted with its account): 404. */
  | { status: 'unknown' };

/**
 * Numbers shared by every server (Redis, apps/server's redis-view-numbers.ts): one past the larger of the numbers
 * handed out so far and `atLeast` (this server's count of the share). Undefined when they cannot be reached: the
 * view is then numbered by this server alone.
 */
export interface SharedViewNumbers {
  next(shareId: string, atLeast: number): Promise<number | undefined>;
}

export interface ShareViews {
  /** Counts one view of a live share and answers it with its number; says why when the link is dead. */
  view(db: Database, shareId: string): Promise<ShareView>;
  /** Writes the views counted so far to the database; those whose write fails are kept for the next one. */
  flush(): Promise<void>;
  /** Stops the schedule and writes what is left (shutdown: a restart loses no view); answers how many views it
   *  could not write (the database was unreachable). */
  close(): Promise<number>;
}

export interface ShareViewsOptions {
  numbers?: SharedViewNumbers;
  /** How often counted views are written (and at most how long one is only in this process's memory). */
  writeEveryMs?: number;
  /** How long a share read from the database answers views before it is read again (revocation, deletion). */
  freshForMs?: number;
  /** A write failed (its views are kept and written by the next one): told at the first failure, then at most
   *  once a minute while writes keep failing. */
  onWriteError?: (error: unknown, views: number) => void;
  /** How long close() keeps trying to write what is left. */
  closeRetryMs?: number;
  now?: () => number;
}

const WRITE_EVERY_MS = 250;
const FRESH_FOR_MS = 1_000;
/** Shares not viewed for this long leave the cache (their views were written long before). */
const FORGET_AFTER_MS = 60_000;
/** At most this many shares kept per database: a flood of distinct links cannot grow the cache without end. */
const MAX_SHARES = 10_000;
const CLOSE_RETRY_MS = 5_000;
/** While writes keep failing (the database is away), a failure is reported this often, not every write. */
const REPORT_FAILURES_EVERY_MS = 60_000;

interface LiveShare {
  snapshot: ShareSnapshot;
  createdAt: Date;
  expiresAt: Date | null;
  /** The database's count when the share was read. */
  stored: number;
  /** The highest number this server has answered for the share. */
  answered: number;
  readAt: number;
}

type Lookup = { status: 'live'; share: LiveShare } | { status: 'gone' } | { status: 'unknown' };

/** What one server keeps for one database: the shares it has read, and the views not yet written. */
interface Book {
  shares: Map<string, LiveShare>;
  reading: Map<string, Promise<Lookup>>;
  unwritten: Map<string, number>;
  /** The views of the write in flight. */
  writing: Map<string, number>;
}

/**
 * Share views, answered without waiting on the database, so a busy link stays fast: the share is read once a second at most and
 * kept in memory meanwhile, each view is numbered (by Redis when several servers share it, else here) and added
 * to a tally that one statement writes every `writeEveryMs`. The stored count is exactly the number of views
 * answered: a view is tallied when it is answered, each tally is written once (a failed write is kept and
 * retried), and shutdown writes what is left. What a crash can lose is the last `writeEveryMs` of views.
 *
 * Before, every view waited for its own write (batched by group commit): a view was in the database before it
 * was answered, and under load a share's p99 was 2 to 6 times that of /healthz (docs/benchmarks.md).
 */
export function createShareViews(options: ShareViewsOptions = {}): ShareViews {
  const writeEveryMs = options.writeEveryMs ?? WRITE_EVERY_MS;
  const freshForMs = options.freshForMs ?? FRESH_FOR_MS;
  const now = options.now ?? Date.now;
  const closeRetryMs = options.closeRetryMs ?? CLOSE_RETRY_MS;
  const books = new Map<Database, Book>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let failureReportedAt: number | undefined;
  const unwritten = () => {
    let views = 0;
    for (const book of books.values()) views += sum(book.unwritten);
    return views;
  };

  const bookFor = (db: Database): Book => {
    let book = books.get(db);
    if (!book) {
      book = { shares: new Map(), reading: new Map(), unwritten: new Map(), writing: new Map() };
      books.set(db, book);
    }
    return book;
  };

  /** One read per share at a time: the views that arrive meanwhile wait for the same one. */
  const lookUp = (db: Database, book: Book, shareId: string): Promise<Lookup> => {
    const inFlight = book.reading.get(shareId);
    if (inFlight) return inFlight;
    const reading = readShare(db, shareId, now())
      .then((found) => {
        const before = book.shares.get(shareId);
        book.shares.delete(shareId);
        if (found.status !== 'live') return found;
        // Carried over: the numbers this server handed out before the read stay handed out.
        const share = { ...found.share, answered: before?.answered ?? 0 };
        if (book.shares.size >= MAX_SHARES) evictOldest(book);
        book.shares.set(shareId, share);
        return { status: 'live' as const, share };
      })
      .finally(() => book.reading.delete(shareId));
    book.reading.set(shareId, reading);
    return reading;
  };

  const schedule = () => {
    if (timer) return;
    // A tick while a write hangs waits for nothing: the next tick after it writes what came meanwhile.
    timer = setInterval(() => void (writing ?? write()), writeEveryMs);
    // The schedule never keeps a process alive; close() writes what is left.
    timer.unref();
  };

  const writeOnce = async () => {
    for (const [db, book] of books) {
      forgetIdle(book, now() - FORGET_AFTER_MS);
      if (book.unwritten.size === 0) continue;
      const tally = book.unwritten;
      book.unwritten = new Map();
      book.writing = tally;
      try {
        await addViews(db, tally);
        failureReportedAt = undefined;
      } catch (error) {
        for (const [id, views] of tally) tallyOnto(book.unwritten, id, views);
        if (failureReportedAt === undefined || now() - failureReportedAt >= REPORT_FAILURES_EVERY_MS) {
          failureReportedAt = now();
          options.onWriteError?.(error, sum(book.unwritten));
        }
      } finally {
        book.writing = new Map();
      }
    }
  };

  // One write at a time; a call during one waits for it and then writes what came meanwhile.
  const write = async (): Promise<void> => {
    while (writing) await writing;
    writing = writeOnce().finally(() => (writing = undefined));
    await writing;
  };

  return {
    async view(db, shareId) {
      const book = bookFor(db);
      let share = book.shares.get(shareId);
      if (!share || now() - share.readAt > freshForMs) {
        const found = await lookUp(db, book, shareId);
        if (found.status !== 'live') return found;
        share = found.share;
      }
      if (share.expiresAt && share.expiresAt.getTime() <= now()) return { status: 'gone' };
      const atLeast = Math.max(share.answered, share.stored);
      const shared = options.numbers ? await options.numbers.next(shareId, atLeast) : undefined;
      // A read may have replaced the share while Redis answered; the number goes to the one kept now.
      const kept = book.shares.get(shareId) ?? share;
      const viewCount = shared ?? atLeast + 1;
      kept.answered = Math.max(kept.answered, viewCount);
      tallyOnto(book.unwritten, shareId, 1);
      schedule();
      return { status: 'live', ...pick(share), viewCount };
    },
    flush: write,
    async close() {
      clearInterval(timer);
      timer = undefined;
      // A write refused for a moment (a deadlock with another server's, a pool that is full) is tried again, within
      // main.ts's 10 s of grace; what is left after that is lost, and the caller logs how many.
      const until = performance.now() + closeRetryMs;
      for (;;) {
        await write();
        const left = unwritten();
        if (left === 0 || performance.now() >= until) return left;
        await new Promise((resolve) => setTimeout(resolve, writeEveryMs));
      }
    },
  };
}

function pick({ snapshot, createdAt, expiresAt }: LiveShare) {
  return { snapshot, createdAt, expiresAt };
}

function tallyOnto(tally: Map<string, number>, shareId: string, views: number) {
  tally.set(shareId, (tally.get(shareId) ?? 0) + views);
}

function sum(tally: Map<string, number>): number {
  let total = 0;
  for (const views of tally.values()) total += views;
  return total;
}

/** Views not yet written: their share keeps its numbers (`answered`), which the stored count does not have yet. */
function pending(book: Book, id: string): boolean {
  return book.unwritten.has(id) || book.writing.has(id);
}

function forgetIdle(book: Book, before: number) {
  for (const [id, share] of book.shares)
    if (share.readAt < before && !pending(book, id)) book.shares.delete(id);
}

/** The share read longest ago with nothing left to write; none while all of them wait for a write. */
function evictOldest(book: Book) {
  for (const id of book.shares.keys()) {
    if (pending(book, id)) continue;
    book.shares.delete(id);
    return;
  }
}

/**
 * A stored snapshot as views answer it: checked for its shape only, and stripped of anything else
 * (ZStoredShareSchema). One that fails is our fault, never the viewer's: an error the API answers as a 500.
 */
function storedSnapshot(stored: unknown): ShareSnapshot {
  const parsed = ZStoredShareSchema.shape.calc.safeParse(stored);
  if (!parsed.success) throw new Error('A stored share snapshot has lost its shape', { cause: parsed.error });
  return parsed.data;
}

async function readShare(db: Database, shareId: string, at: number): Promise<Lookup> {
  const row = await db.prisma.share.findUnique({
    where: { id: shareId },
    select: { snapshot: true, viewCount: true, createdAt: true, expiresAt: true, revokedAt: true },
  });
  if (!row) return { status: 'unknown' };
  if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= at)) return { status: 'gone' };
  return {
    status: 'live',
    share: {
      // Checked once per read, for all the views it answers.
      snapshot: storedSnapshot(row.snapshot),
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      stored: row.viewCount,
      answered: 0,
      readAt: at,
    },
  };
}

/**
 * Adds each share's views in one statement. By id only: views answered before a revocation was seen still
 * count, and those of a share deleted meanwhile go with it. Two servers writing at once may deadlock on rows
 * they both touch; PostgreSQL then fails one statement, whose views are kept and written next time. A write whose
 * answer is lost after PostgreSQL committed it (the connection cut at that moment) is written again: those views,
 * a quarter second of them at most, are then counted twice.
 */
async function addViews(db: Database, tally: Map<string, number>): Promise<void> {
  const ids = [...tally.keys()];
  const views = [...tally.values()];
  await db.prisma.$executeRaw`UPDATE shares SET view_count = shares.view_count + tally.views
    FROM unnest(${ids}::text[], ${views}::int[]) AS tally(id, views)
    WHERE shares.id = tally.id`;
}
