import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * One file for the first download. Rolldown gives each module that the entry shares with a lazy chunk
 * (Advanced mode, the CSV tools, the PDF export) a small shared chunk of its own: a dozen files the first page
 * load fetches, which compress worse apart (Advanced mode alone added 6.5 KiB gzip this way, none of it its own
 * code). Rolldown cannot be told "keep what the entry needs in the entry", and a group of every module the entry
 * reaches statically is too wide: through the barrels (`@margin/core`, the icon set) it also takes modules only
 * the lazy chunks use. So the build runs twice (package.json): a scan pass with Rolldown's own chunking records
 * the modules of the entry's chunks (`MARGIN_CHUNK_SCAN=1`, nothing written), and the real pass puts exactly
 * those in one chunk. Without a scan (a plain `vite build`) the group is empty and the chunking is Rolldown's.
 */
export function initialChunk(appRoot: string): {
  plugin: Plugin;
  scanning: boolean;
  inFirstDownload: (id: string) => boolean;
} {
  const file = path.join(appRoot, 'node_modules/.cache/first-download-modules.json');
  const scanning = process.env.MARGIN_CHUNK_SCAN === '1';
  let recorded = new Set<string>();
  if (!scanning && fs.existsSync(file))
    recorded = new Set(JSON.parse(fs.readFileSync(file, 'utf8')) as string[]);

  const plugin: Plugin = {
    name: 'margin:first-download-chunk',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!scanning) return;
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      // The entry chunks and every chunk they import statically: what index.html loads before any lazy import.
      const pending = entries.map((chunk) => chunk.fileName);
      const seen = new Set<string>();
      const modules: string[] = [];
      while (pending.length > 0) {
        const chunk = chunks.get(pending.pop()!);
        if (!chunk || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        modules.push(...chunk.moduleIds.filter((id) => !id.endsWith('.html')));
        pending.push(...chunk.imports);
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(modules.sort()));
    },
  };
  return { plugin, scanning, inFirstDownload: (id) => recorded.has(id) };
}
