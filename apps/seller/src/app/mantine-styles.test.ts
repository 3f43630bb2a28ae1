import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mantineClassesIn, missingMantineStyles, readMantineStyleFiles } from '../../mantine-styles';

const require = createRequire(import.meta.url);
const fullSheet = require.resolve('@mantine/core/styles.css');
const stylesDir = path.join(path.dirname(fullSheet), 'styles');
const files = readMantineStyleFiles(stylesDir);

describe("Mantine's styles per component", () => {
  it('has a style file for every class map, under the same name (what the build plugin relies on)', () => {
    const esm = path.join(path.dirname(fullSheet), 'esm');
    const classMaps = (fs.readdirSync(esm, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.module.mjs'))
      .map((file) => path.basename(file, '.module.mjs'));
    expect(classMaps.length).toBeGreaterThan(50);
    expect(classMaps.filter((name) => !files.has(`${name}.css`))).toEqual([]);
  });

  it("lists the first screen's files in the order of Mantine's own styles.css", () => {
    const sheet = fs.readFileSync(fullSheet, 'utf8');
    const listed = [
      ...fs
        .readFileSync(path.join(import.meta.dirname, 'first-screen-styles.ts'), 'utf8')
        .matchAll(/'@mantine\/core\/styles\/([\w-]+\.css)'/g),
    ].map((m) => m[1]!);
    expect(listed.slice(0, 2)).toEqual(['baseline.css', 'global.css']);
    const place = (file: string) => sheet.indexOf(fs.readFileSync(path.join(stylesDir, file), 'utf8').trim());
    const places = listed.map(place);
    expect(places.every((p) => p >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('names the style files a chunk uses and does not load', () => {
    const button = [...files.get('Button.css')!];
    const loader = [...files.get('Loader.css')!];
    const code = `const classes = { root: "${button[0]}" }; const spinner = "${loader[0]}";`;
    const loaded = fs.readFileSync(path.join(stylesDir, 'Loader.css'), 'utf8');
    const unit = (name: string, code: string, css: string) => ({
      name,
      used: mantineClassesIn(code),
      loaded: mantineClassesIn(css),
    });
    expect(missingMantineStyles([unit('chunk.js', code, loaded)], files)).toEqual(
      new Map([['chunk.js', ['Button.css']]]),
    );
    const both = loaded + fs.readFileSync(path.join(stylesDir, 'Button.css'), 'utf8');
    expect(missingMantineStyles([unit('chunk.js', code, both)], files).size).toBe(0);
    // Code that names no Mantine class needs none.
    expect(missingMantineStyles([unit('plain.js', 'const m_1 = 2;', '')], files).size).toBe(0);
  });
});
