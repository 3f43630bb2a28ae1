import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`) become message look-ups at build time. Vite 8's React plugin has no Babel,
 * so Lingui's Babel macro runs first, on the files that import a macro only; the English text stays in the code
 * (`stripMessageField: false`), so English needs no catalogue download. `lingui()` compiles the other languages'
 * .po catalogues as they are imported, each into its own chunk.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: {
            plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
          },
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
      sourceMap: false,
    }),
    lingui(),
  ];
}
