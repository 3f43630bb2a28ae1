import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/**
 * Each test file in a fresh VM context of a thread that lives for the run, rather than in a fresh process: a file's
 * own modules, its ES module libraries and its globals are new for each file, at about half the CPU of the default
 * pool (docs/ci.md has the figures). What Node loads as CommonJS (React among them) is one per thread, shared by the
 * files the thread runs one after another: a test that changes such a library's objects must do it once per thread
 * (test-slow-lazy does). Used by the packages whose files run here unchanged: the seller's and admin's screens,
 * `@margin/api` and `@margin/db`.
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
