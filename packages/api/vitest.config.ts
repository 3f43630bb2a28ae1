import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], exclude: ['dist/**', 'node_modules/**'], hookTimeout: 60_000 },
});
