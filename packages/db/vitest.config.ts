import { defineConfig } from 'vitest/config';
import { vmContexts } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...vmContexts,
    include: ['src/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    // Starting PGlite (initdb in WebAssembly) takes a few seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
