import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Every file starts its own server (a fresh data folder) and its own browser, so files share no state: two run
    // at once, one per core; more would only queue for the same two cores.
    fileParallelism: true,
    maxWorkers: 2,
    // Tests marked concurrent (the accessibility scans) share their file's browser, a few pages at a time.
    maxConcurrency: 3,
  },
});
