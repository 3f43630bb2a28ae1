import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const here = path.dirname(fileURLToPath(import.meta.url));

export const LOCALES = ['en', 'de', 'fr', 'it', 'es', 'nl'];

export default defineConfig({
  sourceLocale: 'en',
  locales: LOCALES,
  // English is the source: a message nobody translated shows its English text rather than an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros' runtime needs no provider: every translated component follows the active language itself
  // (src/i18n/runtime.tsx), so screens and tests render without wrapping the tree.
  runtimeConfigModule: {
    i18n: [path.join(here, 'src/i18n/runtime.tsx'), 'i18n'],
    useLingui: [path.join(here, 'src/i18n/runtime.tsx'), 'useLingui'],
    Trans: [path.join(here, 'src/i18n/runtime.tsx'), 'Trans'],
  },
});
