import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HERO } from './hero';

describe('the headline painted before the app starts', () => {
  it('says what the calculator says, so nothing changes when the app takes over', () => {
    // Whitespace around tags is the formatter's, not the page's.
    // Found from this file, not the working directory: vitest may run from the repository's root.
    const indexHtml = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html');
    const html = readFileSync(indexHtml, 'utf8').replace(/\s+/g, ' ').replace(/> /g, '>').replace(/ </g, '<');
    expect(html).toContain(`<h1>${HERO.title}</h1>`);
    expect(html).toContain(`<p>${HERO.subtitle}</p>`);
    expect(html).toContain('Loading Calculator...');
  });
});
