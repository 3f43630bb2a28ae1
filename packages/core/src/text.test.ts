import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSafeText,
  SAFE_TEXT_MESSAGE,
  safeLine,
  safeText,
  showInvisibles,
  SINGLE_LINE_MESSAGE,
} from './text';

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
      'invoice\u202Efdp.exe',
      'a\u202Ab',
      '\u2066isolated\u2069',
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
    const printable = fc
      .string({ unit: 'grapheme' })
      .filter((s) => !/\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u.test(s));
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

describe('safeLine', () => {
  it('refuses tabs and line breaks in a one-line field, after the control characters', () => {
    for (const bad of ['Mug\tBlue', 'Mug\nBlue', 'Mug\r', 'Mug\u2028Blue', 'Mug\u2029']) {
      expect(safeLine().safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        SINGLE_LINE_MESSAGE,
      );
    }
    expect(safeLine().safeParse('Mug\u202E').error?.issues[0]?.message).toBe(SAFE_TEXT_MESSAGE);
    expect(safeLine().parse('Zoë’s mug – blue 🧶 كوب')).toBe('Zoë’s mug – blue 🧶 كوب');
    expect(safeLine().parse('שלום\u200F mug')).toBe('שלום\u200F mug');
  });
});

describe('showInvisibles', () => {
  it('writes out what a reader could not see or what would reorder the text, and nothing else', () => {
    expect(showInvisibles('ops\u202Eevil\nroot\t!')).toBe('ops\\u{202E}evil\\nroot\\t!');
    expect(showInvisibles('a\u0000b\u200Fc')).toBe('a\\u{0000}b\\u{200F}c');
    expect(showInvisibles('plain Zoë 日本語')).toBe('plain Zoë 日本語');
    expect(showInvisibles('C:\\u{202E}')).toBe('C:\\\\u{202E}');
  });

  it('never leaves a character that hides or reorders text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(showInvisibles(s))).toBe(false);
      }),
    );
  });
});
