import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/*
 * Mantine's styles per component instead of all of `@mantine/core/styles.css`, which was a third of the first
 * download's CSS and mostly components the calculator never shows. Two parts:
 * - Each component's style file goes where its code goes. Mantine's class maps (`esm/.../Button.module.mjs`, one per
 *   file in `@mantine/core/styles/`, same name) get an import of their file, so the bundler puts the styles in the
 *   chunk that holds the component: the first download gets the first screen's, a lazy chunk the rest. The order of
 *   the first screen's files is fixed by src/app/first-screen-styles.ts (imported before anything else).
 * - A check fails the build when code would load without the styles it names (below), so a change in how Mantine
 *   ships its files cannot quietly leave a component unstyled. Mantine's class maps name their classes `m_` + 7 or
 *   8 hex digits, in the code and in the CSS alike: every per-component file that shares a class with the code that
 *   loads together (a chunk and the chunks it imports, with the first download) must be in the CSS loaded with it.
 */

const MANTINE_CLASS = /\bm_[0-9a-f]{7,8}\b/g;

/** Mantine's per-component style files and the classes each names. */
export type MantineStyleFiles = ReadonlyMap<string, ReadonlySet<string>>;

export function readMantineStyleFiles(stylesDir: string): MantineStyleFiles {
  const files = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(stylesDir)) {
    if (!name.endsWith('.css') || name.endsWith('.layer.css')) continue;
    const css = fs.readFileSync(path.join(stylesDir, name), 'utf8');
    files.set(name, new Set(css.match(MANTINE_CLASS)));
  }
  return files;
}

/** What loads together: code (JS) and styles (CSS). */
export interface LoadUnit {
  name: string;
  code: string;
  css: string;
}

/** The style files each unit needs and does not load, by unit name; empty when nothing is missing. */
export function missingMantineStyles(
  units: readonly LoadUnit[],
  files: MantineStyleFiles,
): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const unit of units) {
    const used = new Set(unit.code.match(MANTINE_CLASS));
    const loaded = new Set(unit.css.match(MANTINE_CLASS));
    const absent = [...files]
      .filter(
        ([, classes]) => [...classes].some((c) => used.has(c)) && [...classes].some((c) => !loaded.has(c)),
      )
      .map(([name]) => name);
    if (absent.length > 0) missing.set(unit.name, absent);
  }
  return missing;
}

/** The two plugins: each class map imports its style file, and the check. */
export function mantineStyles(appRoot: string): Plugin[] {
  const require = createRequire(path.join(appRoot, 'package.json'));
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  return [stylesWithTheirComponents(stylesDir), mantineCssCheck(stylesDir), wholeSheetInDev()];
}

/** The dev server pre-bundles Mantine, so its class maps never pass through a transform: it loads the whole sheet. */
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

function stylesWithTheirComponents(stylesDir: string): Plugin {
  return {
    name: 'margin:mantine-styles-with-components',
    apply: 'build',
    transform(code, id) {
      const name = CLASS_MAP.exec(id)?.[1];
      if (!name || !fs.existsSync(path.join(stylesDir, `${name}.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

/** Fails the build when a chunk uses a Mantine component whose styles do not load with it. */
function mantineCssCheck(stylesDir: string): Plugin {
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
      const cssOf = (fileName: string) => {
        const asset = bundle[fileName];
        return asset?.type === 'asset' ? String(asset.source) : '';
      };
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
        return [...seen].map((name) => chunks.get(name)!);
      };
      const unitOf = (name: string, members: ReturnType<typeof closure>): LoadUnit => ({
        name,
        code: members.map((chunk) => chunk.code).join('\n'),
        css: members
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
          .map(cssOf)
          .join('\n'),
      });
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const firstDownload = entries.flatMap((entry) => closure(entry.fileName));
      const units = [unitOf('the first download', firstDownload)];
      // Each lazy chunk loads after the first download, so the first download's styles count for it too.
      for (const chunk of chunks.values()) {
        if (chunk.isDynamicEntry)
          units.push(unitOf(chunk.fileName, [...firstDownload, ...closure(chunk.fileName)]));
      }
      const missing = missingMantineStyles(units, readMantineStyleFiles(stylesDir));
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
