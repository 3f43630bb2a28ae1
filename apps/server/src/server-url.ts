import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicUrl, resolveDataDir, type ServerEnv } from './env';

// Where the server in a data folder last listened, so the commands run beside it (`pnpm admin:create`) name the
// address it actually uses: PORT may have been set for the server only, or be 0 (any free port).
const FILE = 'server-url';

/** Written once the server listens; left in place at shutdown (admin:create runs while it is stopped). */
export function recordServerUrl(env: ServerEnv, url: string): void {
  const dataDir = resolveDataDir(env);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, FILE), `${url}\n`);
}

/** The address of the app for this configuration: PUBLIC_URL, else where the server last listened, else PORT's. */
export function serverUrl(env: ServerEnv): string {
  if (env.PUBLIC_URL) return publicUrl(env);
  try {
    const recorded = readFileSync(path.join(resolveDataDir(env), FILE), 'utf8').trim();
    if (/^https?:\/\/\S+$/.test(recorded)) return recorded;
  } catch {
    // Never started in this data folder: the configured port is the best guess.
  }
  return publicUrl(env);
}
