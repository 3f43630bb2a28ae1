import type { Plugin } from 'vite';

/**
 * Core's data files (fees, countries, currencies, exchange rates) document themselves in a top-level `$comment`
 * that no code reads. The browser need not download that prose (about 0.75 KiB gzip of the first download), so the
 * build drops the key before Vite turns the JSON into a module; the files themselves keep it for their readers.
 */
export function dataComments(): Plugin {
  return {
    name: 'margin:drop-data-comments',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]core[\\/]src[\\/]data[\\/][^\\/]+\.json$/.test(id)) return null;
      const data = JSON.parse(code) as Record<string, unknown>;
      if (!('$comment' in data)) return null;
      delete data.$comment;
      return { code: JSON.stringify(data), map: null };
    },
  };
}
