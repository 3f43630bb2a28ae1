import path from 'node:path';
import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';
import { dropHashIds, sourceKeyedCatalogs } from './lingui-source-keys';

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`) become message look-ups at build time. Vite 8's React plugin has no Babel,
 * so Lingui's Babel macro runs first, on the files that import a macro only; the English text stays in the code
 * (`stripMessageField: false`), so English needs no catalogue download. `lingui()` compiles the other languages'
 * .po catalogues as they are imported, each into its own chunk. Messages are keyed by their English text
 * (lingui-source-keys.ts).
 */
export function linguiPlugins(): PluginOption[] {
  // By path: the tests of every package run from the repository's root, where Lingui would not find it.
  const configPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lingui.config.ts');
  const linguiConfig = getConfig({ configPath });
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: {
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }],
              dropHashIds,
            ],
          },
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
      sourceMap: false,
    }),
    lingui({ configPath }),
    sourceKeyedCatalogs(),
  ];
}
