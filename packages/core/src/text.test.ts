import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeText, SAFE_TEXT_MESSAGE, safeText } from './text';

describe('safeText', () => {
  it('refuses NUL, other control characters and lone surrogates, in the words a client shows', () => {
    for (const bad of [
      'a\u0000b',
      '\u0007',
      'a\u001bb',
      '\u007f',
      '\u0085',
      '\ud800',
      'x\udfffy',
      '\ud83d',
    ]) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
      const result = safeText().safeParse(bad);
      expect(result.error?.issues[0]?.message).toBe(SAFE_TEXT_MESSAGE);
    }
  });

  it('accepts ordinary text: accents, emoji (paired surrogates), tabs and line breaks', () => {
    for (const good of ['', 'Zoë’s café', '🧶 yarn', 'line one\r\nline two\tend', '日本語']) {
      expect(safeText().parse(good)).toBe(good);
    }
  });

  it('accepts every well-formed string without control characters', () => {
    const printable = fc.string({ unit: 'grapheme' }).filter((s) => !/\p{Cc}/u.test(s));
    fc.assert(fc.property(printable, (s) => isSafeText(s)));
  });

  it('is checked first, so its sentence is the one a client sees, and further rules chain on', () => {
    const code = safeText().regex(/^[A-Z]{3}$/, 'must be a three-letter code');
    expect(code.safeParse('\u0000').error?.issues[0]?.message).toBe(SAFE_TEXT_MESSAGE);
    expect(code.safeParse('usd').error?.issues[0]?.message).toBe('must be a three-letter code');
    expect(safeText({ error: 'Please enter your name' }).safeParse(42).error?.issues[0]?.message).toBe(
      'Please enter your name',
    );
  });
});
