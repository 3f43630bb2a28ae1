// Initial download of the built seller app: the JS and CSS that index.html loads before any lazy chunk,
// raw, gzip (level 9) and brotli (quality 11): the server sends the build's .br copy to browsers that accept it.
// Run: pnpm build && pnpm --filter @margin/bench bundle-size
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BundleSize {
  files: string[];
  jsRaw: number;
  jsGzip: number;
  jsBrotli: number;
  cssRaw: number;
  cssGzip: number;
  cssBrotli: number;
}

export function initialBundle(app: 'seller' | 'admin'): BundleSize {
  return initialBundleOf(path.join(root, 'apps', app, 'dist'), app === 'admin' ? '/admin/' : '/');
}

/** The JS and CSS a built app's index.html loads (`base`: the path the app is served under). */
export function initialBundleOf(dist: string, base = '/'): BundleSize {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const size: BundleSize = {
    files: [],
    jsRaw: 0,
    jsGzip: 0,
    jsBrotli: 0,
    cssRaw: 0,
    cssGzip: 0,
    cssBrotli: 0,
  };
  for (const ref of new Set(refs)) {
    if (ref.endsWith('registerSW.js')) continue; // tiny, and loaded after the page
    const file = path.join(dist, ref.startsWith(base) ? ref.slice(base.length) : ref);
    const bytes = fs.readFileSync(file);
    const gz = gzipSync(bytes, { level: 9 }).length;
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    size.files.push(path.relative(dist, file));
    if (file.endsWith('.js')) {
      size.jsRaw += bytes.length;
      size.jsGzip += gz;
      size.jsBrotli += br;
    } else {
      size.cssRaw += bytes.length;
      size.cssGzip += gz;
      size.cssBrotli += br;
    }
  }
  return size;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function describeBundle(app: 'seller' | 'admin'): string {
  const s = initialBundle(app);
  return `${app} initial JS ${kib(s.jsBrotli)} brotli, ${kib(s.jsGzip)} gzip (${kib(s.jsRaw)} raw), CSS ${kib(s.cssBrotli)} brotli, ${kib(s.cssGzip)} gzip (${kib(s.cssRaw)} raw); files: ${s.files.join(', ')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeBundle('seller'));
  console.log(describeBundle('admin'));
}
