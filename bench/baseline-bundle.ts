// The seller app's first download against a bare Vite + React + Mantine app of the same versions, built in the same
// run (the goal is at most 1.3x, so our own code stays a small part of what a phone downloads): a page with Mantine's provider, its styles, a title and a button,
// nothing of ours. Written to bench/.baseline-app (not kept) and built with the same Vite and React plugin.
// Run: pnpm build && pnpm --filter @margin/bench baseline
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { initialBundle, initialBundleOf, type BundleSize } from './bundle-size';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.join(here, '.baseline-app');

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Baseline</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>
`;
const MAIN_JS = `import { Button, Container, MantineProvider, Title } from '@mantine/core';
import '@mantine/core/styles.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  h(MantineProvider, null, h(Container, null, h(Title, null, 'Baseline'), h(Button, null, 'Calculate'))),
);
`;

export interface BaselineComparison {
  seller: BundleSize;
  baseline: BundleSize;
  /** (JS + CSS) of the seller app over the baseline's, gzip and brotli. */
  gzipRatio: number;
  brotliRatio: number;
}

export async function compareWithBaseline(): Promise<BaselineComparison> {
  fs.rmSync(appDir, { recursive: true, force: true });
  fs.mkdirSync(appDir, { recursive: true });
  fs.writeFileSync(path.join(appDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(appDir, 'main.js'), MAIN_JS);
  try {
    await build({
      root: appDir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: path.join(appDir, 'dist'), emptyOutDir: true },
    });
    const baseline = initialBundleOf(path.join(appDir, 'dist'));
    const seller = initialBundle('seller');
    const total = (b: BundleSize, kind: 'Gzip' | 'Brotli') => b[`js${kind}`] + b[`css${kind}`];
    return {
      seller,
      baseline,
      gzipRatio: total(seller, 'Gzip') / total(baseline, 'Gzip'),
      brotliRatio: total(seller, 'Brotli') / total(baseline, 'Brotli'),
    };
  } finally {
    fs.rmSync(appDir, { recursive: true, force: true });
  }
}

export function describeBaseline(c: BaselineComparison): string[] {
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const line = (label: string, b: BundleSize) =>
    `  ${label.padEnd(38)} ${kib(b.jsGzip + b.cssGzip).padStart(10)} gzip ${kib(b.jsBrotli + b.cssBrotli).padStart(10)} brotli`;
  return [
    'First download (initial JS + CSS) against a bare Vite + React + Mantine app built in this run:',
    line('seller app', c.seller),
    line('bare Vite + React + Mantine', c.baseline),
    `  ratio ${c.gzipRatio.toFixed(2)}x gzip, ${c.brotliRatio.toFixed(2)}x brotli (goal <= 1.3x)`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const line of describeBaseline(await compareWithBaseline())) console.log(line);
}
