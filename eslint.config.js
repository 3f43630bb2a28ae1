// One flat config for the whole monorepo, with type-aware rules (typescript-eslint's project service).
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** House rule 12: a package is used through its exports, never by reaching into its source folder. */
const PACKAGE_BY_NAME = {
  regex: '^@margin/[^/]+/src(/|$)|^(\\.\\./)+(packages|apps)/',
  message: "Import the package by its name and exports, not another package's src/.",
};

/** Test doubles and suite support live under src/testing/ (and the `*-testing` exports): never in what ships. */
const TESTING_CODE = {
  regex: '^(\\.{1,2}/)+(.*/)?testing(/|$)|^@margin/[^/]+/([a-z-]+-)?testing$',
  message: 'Production code must not import test doubles or test support (src/testing/).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/.turbo/**',
      '**/dev-dist/**',
      'data/**',
      '**/*.config.js',
      '**/*.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': 'off',
      // Fastify and tRPC handlers are async by contract even when they have nothing to await.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-imports': ['error', { patterns: [PACKAGE_BY_NAME] }],
    },
  },
  {
    // House rule 6: settings are read and validated once, in an app's env.ts; everything else imports them.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/**/src/**/*.{ts,tsx}'],
    ignores: [
      '**/env.ts',
      '**/*.test.{ts,tsx}',
      'packages/db/src/testing.ts',
      'packages/db/src/test-helpers.ts',
      'packages/ui/src/test-slow-lazy.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: "Read settings through the app's env.ts (validated once), not process.env.",
        },
      ],
    },
  },
  {
    // The apps open dialogs through @margin/ui's deferredModals: Mantine's `modals` reaches only a mounted
    // provider, and the provider is not in the first download (packages/ui/src/DeferredModals.tsx).
    files: ['apps/**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PACKAGE_BY_NAME],
          paths: [{ name: '@mantine/modals', message: "Open dialogs with @margin/ui's deferredModals." }],
        },
      ],
    },
  },
  {
    // House rule 4: routers stay short over services that take `db` first; no Prisma call in a router file
    // (neither through the context's client nor through a transaction's).
    files: ['packages/api/src/routers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='prisma']",
          message: 'Query the database in a service that takes `db` first, not in a router.',
        },
        {
          selector:
            'MemberExpression[property.name=/^\\$(transaction|queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)$/]',
          message: 'Query the database in a service that takes `db` first, not in a router.',
        },
        {
          selector: "Identifier[name='tx']",
          message: 'Transactions belong in services: pass the work to a service that takes `db` first.',
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: ['packages/api/src/testing/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGE_BY_NAME, TESTING_CODE] }] },
  },
  {
    // The server's own suite support (test-support.ts, the fault and security suites' helpers) is not bundled.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/src/test-support.ts',
      'apps/server/src/faults/**',
      'apps/server/src/security/support.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PACKAGE_BY_NAME, TESTING_CODE],
          paths: [{ name: '@mantine/modals', message: "Open dialogs with @margin/ui's deferredModals." }],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/seller/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The seller app's translated screens: a user-visible text is a Lingui message, never a bare literal
    // (apps/seller/src/locales holds the catalogues; docs/i18n.md).
    files: [
      'apps/seller/src/i18n/**/*.{ts,tsx}',
      'apps/seller/src/features/shell/**/*.{ts,tsx}',
      'apps/seller/src/features/shared-view/**/*.{ts,tsx}',
      'apps/seller/src/features/advanced/reconcile/**/*.{ts,tsx}',
      'apps/seller/src/features/advanced/csv-tools/**/*.{ts,tsx}',
      'apps/seller/src/features/advanced/market/**/*.{ts,tsx}',
      'apps/seller/src/features/advanced/{AdvancedMode,advanced-tabs,ProBadge}.tsx',
      'apps/seller/src/features/advanced/dashboard/**/*.{ts,tsx}',
      'apps/seller/src/features/advanced/add-sales/**/*.{ts,tsx}',
      'apps/seller/src/features/advanced/multi-product/**/*.{ts,tsx}',
      'apps/seller/src/features/advanced/{sales-figures,use-sales-api,seller-currency,advanced-address,field-problems,number-separators,scroll-label}.ts',
      'apps/seller/src/features/marketplace/**/*.{ts,tsx}',
      'apps/seller/src/features/calculator/**/*.{ts,tsx}',
      'apps/seller/src/features/results/**/*.{ts,tsx}',
      'apps/seller/src/features/export/**/*.{ts,tsx}',
      'apps/seller/src/features/subscription/**/*.{ts,tsx}',
      'apps/seller/src/features/account/**/*.{ts,tsx}',
      'apps/seller/src/features/pwa/**/*.{ts,tsx}',
      'apps/seller/src/features/content/**/*.{ts,tsx}',
      'apps/seller/src/features/guides/**/*.{ts,tsx}',
      'apps/seller/src/features/sections/**/*.{ts,tsx}',
      'apps/seller/src/pages/{SharedView,PaymentCancel,PaymentSuccess,ResetPassword,SignInLink}.page.tsx',
      'apps/seller/src/pages/{Help,Privacy,Terms,OAuthCallback}.page.tsx',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/seller/src/i18n/locales.ts',
      'apps/seller/src/features/calculator/calculator-test-support.tsx',
      'apps/seller/src/features/marketplace/test-fixtures.ts',
      'apps/seller/src/features/advanced/multi-product/multi-product-test-support.tsx',
      'apps/seller/src/features/export/*.fixture.ts',
      'apps/seller/src/features/advanced/csv-tools/csv-tools-test-support.tsx',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Identifiers, CSS, URLs and the like: strings without a space and starting lower-case are not words.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|style|styles|color|c|bg|variant|size|href|target|rel|role|component|position|justify|align|ta|fw|fz|tt|lang|type|autoComplete|key|id|name|data-.*|aria-hidden)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'msg',
            't',
            'notifications.show',
            'useDocumentTitle',
            'Intl.*',
            'new Intl.*',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // Tests read untyped JSON bodies from HTTP responses; asserting on them is the point.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
