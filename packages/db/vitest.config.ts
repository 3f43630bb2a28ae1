import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    // Starting PGlite (initdb in WebAssembly) takes a few seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
