import { defineConfig } from 'vitest/config';

// Every package's unit and integration tests in one vitest process (`pnpm exec vitest run`), each package with its
// own config. The end-to-end tests are their own tier (e2e/, after a build).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // vitest's default on two cores is one worker (cores - 1): every file in turn, the CPU idle while a file waits
    // for PostgreSQL or bcrypt. Two keep both cores busy.
    maxWorkers: 2,
  },
});
