import { defineConfig } from 'vitest/config';
import { vmContexts } from '../../vitest.shared';

export default defineConfig({
  // bcrypt at cost 12 on a loaded two-core machine takes seconds: 30 s per test, as the apps' tests have.
  test: {
    ...vmContexts,
    include: ['src/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
