import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadSellerBuildEnv } from './env';
import { dataComments } from './data-comments';
import { initialChunk } from './initial-chunk';
import linguiConfig from './lingui.config';
import { linguiPlugins } from './lingui-plugins';
import { localizedManifests, manifestWords } from './localized-manifests';
import { mantineStyles } from './mantine-styles';
import { isPdfFontFile, PDF_FONT_PRECACHE } from './src/features/export/pdf-font-precache';
import { isServerRequest, NAVIGATE_FALLBACK_DENYLIST } from './src/features/pwa/server-paths';
import { webManifest } from './src/features/pwa/web-manifest';

export default defineConfig(async ({ mode }) => {
  const env = loadSellerBuildEnv(loadEnv(mode, process.cwd(), ''));
  // The dev server forwards API calls to the local Fastify host, so the app runs same-origin as in production.
  const devApiTarget = env.DEV_API_TARGET;
  const firstDownload = initialChunk(process.cwd());
  // The installed app's name and description in every language, from the message catalogues.
  const manifests = await manifestWords(linguiConfig, process.cwd());

  return {
    // The CSV tools' worker writes its sentences with Lingui's macros too: without the plugins its build would carry
    // the macros' Babel machinery instead of message look-ups.
    worker: { format: 'es' as const, plugins: () => linguiPlugins() },
    plugins: [
      // Before React's plugin: the macros become plain calls before JSX is compiled.
      ...linguiPlugins(),
      react(),
      dataComments(),
      firstDownload.plugin,
      ...mantineStyles(process.cwd()),
      VitePWA({
        strategies: 'generateSW',
        registerType: 'autoUpdate',
        injectRegister: 'auto',
        // English; localizedManifests writes the other languages' beside it.
        manifest: webManifest('en', manifests.en!),
        // The glob below already takes the icons; the plugin adds the manifest itself.
        includeManifestIcons: false,
        workbox: {
          // The app shell (HTML, scripts, styles, icons) is precached, so the calculator opens offline; so are
          // the few font files every PDF export needs (the other scripts' fonts are cached on first use).
          globPatterns: ['**/*.{js,css,html,svg,png}', ...PDF_FONT_PRECACHE],
          // The first pass writes nothing and is not minified: its unminified worker must not fail the size check
          // that guards what the release build puts in the offline cache.
          ...(firstDownload.scanning ? { maximumFileSizeToCacheInBytes: 64 * 1024 * 1024 } : {}),
          navigateFallback: '/index.html',
          navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              // Fees, accounts and payments must always be live: a stale answer here is a wrong price or a wrong bill.
              urlPattern: isServerRequest,
              handler: 'NetworkOnly',
            },
            {
              urlPattern: isPdfFontFile,
              handler: 'CacheFirst',
              options: { cacheName: 'pdf-fonts', expiration: { maxEntries: 200 } },
            },
          ],
        },
      }),
      localizedManifests(manifests),
    ],
    server: {
      port: 5173,
      proxy: {
        '/trpc': { target: devApiTarget, changeOrigin: true },
        '/api': { target: devApiTarget, changeOrigin: true },
      },
    },
    preview: {
      port: 4173,
      proxy: {
        '/trpc': { target: devApiTarget, changeOrigin: true },
        '/api': { target: devApiTarget, changeOrigin: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The scan pass only looks at the chunks: nothing is minified or written.
      ...(firstDownload.scanning ? { minify: false, write: false } : {}),
      rolldownOptions: {
        // tRPC's client declares no `sideEffects`, and a class with a static field (its WebSocket client's
        // connection count) compiles to a top-level call, so its modules stayed in the first download unused
        // (0.8 KiB gzip). Its modules run nothing at import time; only what the app calls is kept.
        // Every other module keeps the default (`undefined`: its package's own `sideEffects`, else kept).
        treeshake: {
          moduleSideEffects: (id: string) => (/[\\/]@trpc[\\/]client[\\/]/.test(id) ? false : undefined),
        },
        output: { codeSplitting: { groups: [{ name: 'app', test: firstDownload.inFirstDownload }] } },
      },
    },
  };
});
