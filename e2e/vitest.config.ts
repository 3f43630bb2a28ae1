import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
    // Tests marked concurrent (the accessibility scans) share that browser, a few pages at a time.
    maxConcurrency: 3,
  },
});
