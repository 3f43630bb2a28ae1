// The embedded database: PostgreSQL compiled to WebAssembly (PGlite), running inside the server process.
// Used for the default local run (no DATABASE_URL) and as the test fallback when no PostgreSQL is reachable.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const MEMORY = 'memory';

export interface EmbeddedDatabase {
  pglite: PGlite;
  /** Folder holding the PostgreSQL files, or null when in memory. */
  dir: string | null;
  close(): Promise<void>;
}

// Folders this process has open. A second PGlite on the same folder does not fail: it silently runs a second
// PostgreSQL over the same files, which corrupts them. So we refuse, in this process and (via a lock file) across
// processes.
const openInThisProcess = new Set<string>();

/** How long an empty lock file counts as being written rather than abandoned. */
const FRESH_LOCK_MS = 5_000;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

function acquireFolderLock(dir: string): () => void {
  if (openInThisProcess.has(dir)) {
    throw new Error(`The embedded database in ${dir} is already open in this process; close it first.`);
  }
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      openInThisProcess.add(dir);
      const release = () => {
        openInThisProcess.delete(dir);
        rmSync(lockFile, { force: true });
        process.off('exit', release);
      };
      // Best effort on a normal exit; after a crash the stale lock is detected by its dead pid below.
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      // No pid yet: another process created the file and has not written it. Only an old empty file is stale.
      const justCreated = !Number.isInteger(owner) && Date.now() - statSync(lockFile).mtimeMs < FRESH_LOCK_MS;
      // Our own pid here means a leftover from an earlier run that had the same pid (e.g. pid 1 in a container).
      if (justCreated || (owner !== process.pid && isProcessAlive(owner))) {
        throw new Error(
          `The embedded database in ${dir} is in use by ${justCreated ? 'another process' : `process ${owner}`}. ` +
            `Stop that process, or give this one another data folder or a DATABASE_URL.`,
        );
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

export interface OpenEmbeddedOptions {
  /** The app's data folder; the database lives in `<dataDir>/pglite`. `'memory'` keeps it in memory only. */
  dataDir: string;
  /** A tarball from `pglite.dumpDataDir()` to start an in-memory database from (skips initdb; used by tests). */
  loadDataDir?: Blob;
}

export async function openEmbedded(options: OpenEmbeddedOptions): Promise<EmbeddedDatabase> {
  if (options.dataDir === MEMORY) {
    const pglite = await PGlite.create({
      dataDir: 'memory://',
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return { pglite, dir: null, close: () => pglite.close() };
  }
  const dir = join(resolve(options.dataDir), 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = acquireFolderLock(dir);
  try {
    // PGlite forces TimeZone=UTC, which the Prisma adapter relies on when it reads timestamptz values.
    const pglite = await PGlite.create({ dataDir: dir });
    return {
      pglite,
      dir,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
