import type { ViteUserConfig } from 'vitest/config';

/**
 * How the seller's and the admin's screen tests run (each app's vitest.config.ts reads this): happy-dom, the shared
 * setup, and each file in a fresh VM context of a long-lived thread rather than a fresh process. That keeps files
 * apart as the default pool does, at about half the CPU: Node loads React, Mantine and happy-dom once per thread
 * rather than once per file (docs/ci.md has the figures).
 */
export const screenTests = {
  environment: 'happy-dom',
  setupFiles: ['@margin/ui/test-slow-lazy', '@margin/ui/test-setup'],
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['dist/**', 'node_modules/**'],
  restoreMocks: true,
  pool: 'vmThreads',
  // A VM context cannot load an ES module through `require`: without this, Node's `module-sync` condition sends a
  // CommonJS package (recharts) to its dependency's ES module build (Redux Toolkit's).
  execArgv: ['--no-experimental-require-module'],
  // Screen tests drive many user events; on a loaded two-core CI machine one test can take several seconds.
  testTimeout: 30_000,
} satisfies NonNullable<ViteUserConfig['test']>;
