import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/*
 * Mantine's styles per component instead of all of `@mantine/core/styles.css`, which was a third of the first
 * download's CSS and mostly components the calculator never shows. Three plugins:
 * - Each component's style file goes where its code goes. Mantine's class maps (`esm/.../Button.module.mjs`, one per
 *   file in `@mantine/core/styles/`, same name) get an import of their file, so the bundler puts the styles in the
 *   chunk that holds the component: the first download gets the first screen's, a lazy chunk the rest. The order of
 *   the first screen's files is fixed by src/app/first-screen-styles.ts (imported before anything else).
 * - A check fails the build when code would load without the styles it names (below), so a change in how Mantine
 *   ships its files cannot quietly leave a component unstyled. Mantine's class maps name their classes `m_` + 7 or
 *   8 hex digits, in the code and in the CSS alike: every per-component file that shares a class with the code that
 *   loads together (a chunk and the chunks it imports, with the first download) must be in the CSS loaded with it.
 * - The dev server pre-bundles Mantine, so its class maps never pass through a transform there: it loads the whole
 *   sheet after the first screen's files (the same cascade as before).
 */

const MANTINE_CLASS = /\bm_[0-9a-f]{7,8}\b/g;

/** Mantine's per-component style files and the classes each names. */
export type MantineStyleFiles = ReadonlyMap<string, ReadonlySet<string>>;

/** The Mantine classes a text (code or CSS) names. */
export function mantineClassesIn(text: string): Set<string> {
  return new Set(text.match(MANTINE_CLASS));
}

export function readMantineStyleFiles(stylesDir: string): MantineStyleFiles {
  const files = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(stylesDir)) {
    if (!name.endsWith('.css') || name.endsWith('.layer.css')) continue;
    files.set(name, mantineClassesIn(fs.readFileSync(path.join(stylesDir, name), 'utf8')));
  }
  return files;
}

/** What loads together: the classes its code (JS) uses and those its styles (CSS) define. */
export interface LoadUnit {
  name: string;
  used: ReadonlySet<string>;
  loaded: ReadonlySet<string>;
}

/** The style files each unit needs and does not load, by unit name; empty when nothing is missing. */
export function missingMantineStyles(
  units: readonly LoadUnit[],
  files: MantineStyleFiles,
): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const { name: unitName, used, loaded } of units) {
    const absent = [...files]
      .filter(
        ([, classes]) => [...classes].some((c) => used.has(c)) && [...classes].some((c) => !loaded.has(c)),
      )
      .map(([name]) => name);
    if (absent.length > 0) missing.set(unitName, absent);
  }
  return missing;
}

/** The three plugins; Mantine's style files are read once, by the first build step that needs them. */
export function mantineStyles(appRoot: string): Plugin[] {
  const require = createRequire(path.join(appRoot, 'package.json'));
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  let files: MantineStyleFiles | undefined;
  const styleFiles = () => (files ??= readMantineStyleFiles(stylesDir));
  return [stylesWithTheirComponents(styleFiles), mantineCssCheck(styleFiles), wholeSheetInDev()];
}

function wholeSheetInDev(): Plugin {
  return {
    name: 'margin:mantine-whole-sheet-in-dev',
    apply: 'serve',
    transform(code, id) {
      if (!/[\\/]src[\\/]app[\\/]first-screen-styles\.ts$/.test(id)) return null;
      return { code: `${code}\nimport '@mantine/core/styles.css';\n`, map: null };
    },
  };
}

const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

function stylesWithTheirComponents(styleFiles: () => MantineStyleFiles): Plugin {
  return {
    name: 'margin:mantine-styles-with-components',
    apply: 'build',
    transform(code, id) {
      const name = CLASS_MAP.exec(id)?.[1];
      if (!name || !styleFiles().has(`${name}.css`)) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

/** Fails the build when a chunk uses a Mantine component whose styles do not load with it. */
function mantineCssCheck(styleFiles: () => MantineStyleFiles): Plugin {
  return {
    name: 'margin:mantine-css-check',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      // Each chunk's classes are read once, then combined per unit.
      const usedBy = new Map([...chunks].map(([name, chunk]) => [name, mantineClassesIn(chunk.code)]));
      const loadedBy = new Map(
        [...chunks].map(([name, chunk]) => {
          const css = [...(chunk.viteMetadata?.importedCss ?? [])].map((fileName) => {
            const asset = bundle[fileName];
            return asset?.type === 'asset' ? String(asset.source) : '';
          });
          return [name, mantineClassesIn(css.join('\n'))];
        }),
      );
      /** A chunk and every chunk it imports statically: what loads when it is loaded. */
      const closure = (start: string) => {
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const chunk = chunks.get(pending.pop()!);
          if (!chunk || seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          pending.push(...chunk.imports);
        }
        return [...seen];
      };
      const union = (members: string[], of: Map<string, Set<string>>) =>
        new Set(members.flatMap((name) => [...of.get(name)!]));
      const unitOf = (name: string, members: string[]): LoadUnit => ({
        name,
        used: union(members, usedBy),
        loaded: union(members, loadedBy),
      });
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const firstDownload = entries.flatMap((entry) => closure(entry.fileName));
      const units = [unitOf('the first download', firstDownload)];
      // Each lazy chunk loads after the first download, so the first download's styles count for it too.
      for (const chunk of chunks.values()) {
        if (chunk.isDynamicEntry)
          units.push(unitOf(chunk.fileName, [...firstDownload, ...closure(chunk.fileName)]));
      }
      const missing = missingMantineStyles(units, styleFiles());
      if (missing.size === 0) return;
      const lines = [...missing].map(([unit, files]) => `  ${unit}: ${files.join(', ')}`);
      this.error(
        'Mantine components would load without their styles (chunk: the style files not loaded with it). Their class ' +
          'maps should import them (mantine-styles.ts):\n' +
          lines.join('\n'),
      );
    },
  };
}
