// Bundles the server and the workspace packages it uses (TypeScript sources) into dist/main.js (and its two
// other entry points).
// Third-party packages stay external and load from node_modules at run time; each must be a declared
// dependency of this package, or the bundle would work here and break once deployed on its own.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const declared = new Set(Object.keys(pkg.dependencies ?? {}));
const undeclared = new Set();

const packageName = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

const externalizeThirdParty = {
  name: 'externalize-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@margin/')) return undefined;
      const name = packageName(args.path);
      if (!declared.has(name))
        undeclared.add(`${name} (imported by ${args.importer.replace(process.cwd(), '.')})`);
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  // The server, the `pnpm admin:create` command (scripts/admin-create.mjs runs it where tsx is not installed), and
  // the CSV analyses' worker thread, which the server starts from beside dist/main.js (src/analysis-pool.ts).
  entryPoints: ['src/main.ts', 'src/admin-create.ts', 'src/analysis-worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  plugins: [externalizeThirdParty],
  logLevel: 'warning',
});

if (undeclared.size > 0) {
  console.error(
    `apps/server/package.json must list these runtime dependencies:\n  ${[...undeclared].join('\n  ')}`,
  );
  process.exit(1);
}
// Test doubles and suite support (src/testing/ of the packages, the server's test-support) never ship.
const testCode = Object.keys(result.metafile.inputs).filter((file) =>
  /(^|\/)(testing|test-support)(\/|\.ts$)|\.test\.ts$/.test(file),
);
if (testCode.length > 0) {
  console.error(`the server bundle must not contain test code:\n  ${testCode.join('\n  ')}`);
  process.exit(1);
}
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server bundle: dist/main.js, dist/admin-create.js, dist/analysis-worker.js (${(bytes / 1024).toFixed(0)} KiB with source maps)`,
);
