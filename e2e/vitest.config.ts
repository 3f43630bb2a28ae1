import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Every file starts its own server (a fresh data folder) and its own browser, so files share no state and could
    // run side by side; on two cores, one file's server and browser already keep both busy, and the journeys'
    // timings (60 s a test) do not survive sharing them, so files run one after another.
    fileParallelism: false,
    // Tests marked concurrent (the accessibility scans) share their file's browser, a few pages at a time.
    maxConcurrency: 3,
  },
});
