import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const here = path.dirname(fileURLToPath(import.meta.url));

export const LOCALES = ['en', 'de', 'fr', 'it', 'es', 'nl'];

/**
 * The sources the first screen draws: the calculator and its results' headline, the header with its menus and
 * dialogs, the account and plan notices (the modules of the first download, apps/seller/initial-chunk.ts, by
 * folder). Their texts are the catalogue a language needs before the first paint; the rest (Advanced mode, help
 * and legal pages, exports, the shared view, the shop connection) would triple it.
 */
const FIRST_SCREEN = [
  'src/main.tsx',
  'src/app',
  'src/i18n',
  'src/lib',
  'src/features/shell',
  'src/features/calculator',
  'src/features/results',
  'src/features/account',
  'src/features/subscription',
  'src/features/pwa',
  'src/features/sections',
  'src/features/advanced/advanced-address.ts',
  'src/features/content/app-pages.ts',
  'src/features/content/email-templates.ts',
  'src/features/content/fee-facts.ts',
  'src/features/content/NewTabLink.tsx',
];

const NOT_SHIPPED = ['**/*.test.*', '**/test/**', '**/testing/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: LOCALES,
  // English is the source: a message nobody translated shows its English text rather than an id.
  fallbackLocales: { default: 'en' },
  // Two catalogues a language: `messages` for the first screen, loaded before the first paint, and `later` for
  // the rest, fetched right after it (src/i18n/catalogs.ts). A message both use is in both.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: FIRST_SCREEN.map((source) => `<rootDir>/${source}`),
      exclude: NOT_SHIPPED,
    },
    {
      path: '<rootDir>/src/locales/{locale}/later',
      include: ['<rootDir>/src'],
      exclude: [
        ...NOT_SHIPPED,
        ...FIRST_SCREEN.map((source) => `<rootDir>/${source}${/\.tsx?$/.test(source) ? '' : '/**'}`),
      ],
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
