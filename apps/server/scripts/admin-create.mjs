#!/usr/bin/env node
// `pnpm admin:create <username>` (see src/admin-create.ts). In a checkout it runs the TypeScript source through tsx,
// so it needs no build; where only the built server is deployed, it runs dist/admin-create.js. Either way it runs in
// the directory it was started from, so a relative DATA_DIR means what it means to `pnpm serve`.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const source = new URL('../src/admin-create.ts', import.meta.url);
const built = new URL('../dist/admin-create.js', import.meta.url);

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx/esm/api');
    return true;
  } catch {
    return false;
  }
}

if (existsSync(source) && hasTsx()) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else if (existsSync(built)) {
  await import(built.href);
} else {
  console.error('admin:create needs either the sources with tsx installed, or a build (pnpm build).');
  process.exit(1);
}
