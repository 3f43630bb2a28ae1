import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/**
 * Each test file in a fresh VM context of a thread that lives for the run, rather than in a fresh process: files
 * stay apart as in vitest's default pool, at about half the CPU, as Node reads the libraries (React, Mantine and
 * happy-dom; Fastify, tRPC and Prisma) once per thread rather than once per file (docs/ci.md has the figures).
 * Used by the packages whose files run here unchanged: the seller's and admin's screens, `@margin/api` and
 * `@margin/db`.
 */
export const vmContexts = {
  pool: 'vmThreads',
  // A VM context cannot load an ES module through `require`: without this, Node's `module-sync` condition sends a
  // CommonJS package (recharts) to its dependency's ES module build (Redux Toolkit's).
  execArgv: ['--no-experimental-require-module'],
} satisfies TestOptions;

/** How the seller's and the admin's screen tests run (each app's vitest.config.ts). */
export const screenTests = {
  ...vmContexts,
  environment: 'happy-dom',
  setupFiles: ['@margin/ui/test-slow-lazy', '@margin/ui/test-setup'],
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['dist/**', 'node_modules/**'],
  restoreMocks: true,
  // Screen tests drive many user events; on a loaded two-core CI machine one test can take several seconds.
  testTimeout: 30_000,
} satisfies TestOptions;
