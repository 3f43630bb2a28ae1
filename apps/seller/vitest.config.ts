import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './lingui-plugins';
import { tablerIconsPerFile } from './tabler-icons-per-file';

export default defineConfig({
  plugins: [tablerIconsPerFile(), ...linguiPlugins(), react()],
  test: {
    environment: 'happy-dom',
    // The desktop width the browser tests use too: the header's full navigation shows from Mantine's lg (1200 px).
    environmentOptions: { happyDOM: { width: 1280, height: 800 } },
    setupFiles: ['@margin/ui/test-slow-lazy', '@margin/ui/test-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['dist/**', 'node_modules/**'],
    restoreMocks: true,
    // Screen tests drive many user events; on a loaded two-core CI machine one test can take several seconds.
    testTimeout: 30_000,
  },
});
