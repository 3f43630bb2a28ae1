import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// These machines have no container runtime, so the image is never built here. This reads the Dockerfile the way
// its build would, so that a file the dependency install needs cannot be left out of its first layer unnoticed (a
// patch of a dependency was, once).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** The sources of the build stage's COPY lines before its first `pnpm install`. */
function copiedBeforeInstall(dockerfile: string): string[] {
  const lines = dockerfile.split('\n');
  const install = lines.findIndex((line) => /^RUN pnpm install\b/.test(line));
  return lines
    .slice(0, install)
    .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
    .flatMap((line) => line.split(/\s+/).slice(1, -1))
    .map((source) => source.replace(/\/$/, ''));
}

/**
 * Every workspace package's manifest, from the `packages` globs of pnpm-workspace.yaml (each `dir/*` or a folder).
 * Read by hand: it is one list of plain strings at the top of the file, and no YAML parser is a dependency here.
 */
function workspaceManifests(yaml: string): string[] {
  const list = /^packages:\n((?:\s+-\s+\S+\n)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...list.matchAll(/-\s+(\S+)/g)].map((match) => match[1]!);
  return globs.flatMap((glob) => {
    const dirs = glob.endsWith('/*')
      ? fs
          .readdirSync(path.join(repoRoot, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob];
    return dirs
      .map((dir) => `${dir}/package.json`)
      .filter((file) => fs.existsSync(path.join(repoRoot, file)));
  });
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const workspace = read('pnpm-workspace.yaml');
  const copied = copiedBeforeInstall(dockerfile);
  const isCopied = (file: string) =>
    copied.some((source) => file === source || file.startsWith(`${source}/`));

  it('copies everything `pnpm install --frozen-lockfile` reads before it runs it', () => {
    const needed = [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      ...workspaceManifests(workspace),
      // The patches that pnpm-workspace.yaml's patchedDependencies names.
      ...fs.readdirSync(path.join(repoRoot, 'patches')).map((file) => `patches/${file}`),
    ];
    expect(needed).toContain('apps/server/package.json');
    expect(needed.filter((file) => file.startsWith('patches/')).length).toBeGreaterThan(0);
    expect(needed.filter((file) => !isCopied(file))).toEqual([]);
  });

  it('does not leave the patches out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    expect(ignored.filter((pattern) => pattern.startsWith('patches'))).toEqual([]);
  });
});
