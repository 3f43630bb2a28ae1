import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    // The property tests run hundreds of cases each: on a two-core machine shared with other test processes one
    // can take far longer than vitest's default 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
