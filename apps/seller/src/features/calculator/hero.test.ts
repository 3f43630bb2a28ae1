import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_SUBTITLE, HERO_TITLE } from './hero';

describe('the headline painted before the app starts', () => {
  it('says what the calculator says, so nothing changes when the app takes over', () => {
    // Whitespace around tags is the formatter's, not the page's.
    const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8') // vitest runs in apps/seller
      .replace(/\s+/g, ' ')
      .replace(/> /g, '>')
      .replace(/ </g, '<');
    expect(html).toContain(`<h1>${HERO_TITLE}</h1>`);
    expect(html).toContain(`<p>${HERO_SUBTITLE}</p>`);
    expect(html).toContain('Loading Calculator...');
  });
});
