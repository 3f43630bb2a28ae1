import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerEnv } from './env';

/** The monorepo root, found from this file (source or bundle) or the working directory. */
function findRepoRoot(): string | undefined {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

/** Where the built apps are: explicit settings win; otherwise apps/<name>/dist of the monorepo. */
export function appDirs(env: ServerEnv): { sellerDir?: string; adminDir?: string } {
  const root = findRepoRoot();
  const fallback = (name: string) => (root ? path.join(root, 'apps', name, 'dist') : undefined);
  return {
    sellerDir: env.SELLER_DIST_DIR ?? fallback('seller'),
    adminDir: env.ADMIN_DIST_DIR ?? fallback('admin'),
  };
}
