import { describe, expect, it } from 'vitest';
import { bidiLevels, graphemes, visualRuns } from './pdf-text';

/** Font 1 prints Hebrew letters, font 0 everything else (as the Latin and Hebrew faces do). */
const hebrewOrLatin = (cluster: string, preferred: number | null) =>
  /[\u0590-\u05FF]/.test(cluster) ? 1 : (preferred ?? 0);
const drawn = (text: string) => visualRuns(text, hebrewOrLatin).map((run) => [run.text, run.font]);

describe('graphemes', () => {
  it('keeps a Devanagari letter with its vowel sign and a Hebrew letter with its points', () => {
    expect(graphemes('चाय')).toEqual(['चा', 'य']);
    expect(graphemes('שָׁלוֹם')).toHaveLength(4);
  });
});

describe('bidiLevels', () => {
  it('gives right-to-left words level 1, a number inside them level 2, and the rest 0', () => {
    const text = graphemes('Mug ספל 2 גדול x');
    const levels = bidiLevels(text);
    const at = (char: string) => levels[text.indexOf(char)];
    expect(at('M')).toBe(0);
    expect(at('ס')).toBe(1);
    expect(at('2')).toBe(2);
    expect(at('ג')).toBe(1);
    expect(at('x')).toBe(0);
    // The space between two Hebrew words (around the number) is theirs; the one before English is not.
    expect(levels[3]).toBe(0);
    expect(levels[text.lastIndexOf(' ')]).toBe(0);
  });

  it('keeps a number with its separators and sign', () => {
    const text = graphemes('מחיר ₪1,234.50');
    const levels = bidiLevels(text);
    expect(text.slice(5).every((_, i) => levels[5 + i] === 2)).toBe(true);
  });
});

describe('visualRuns', () => {
  it('leaves left-to-right text as one run', () => {
    expect(drawn('Profit £12.20 → 43.57%')).toEqual([['Profit £12.20 → 43.57%', 0]]);
  });

  it('puts a Hebrew phrase, with its spaces, in one run of the Hebrew font', () => {
    expect(drawn('Product: ספל קרמיקה')).toEqual([
      ['Product: ', 0],
      ['ספל קרמיקה', 1],
    ]);
  });

  it('draws a number inside Hebrew text to the left of the words before it', () => {
    // Logical "ספל 12 גדול" reads right to left: the last word is drawn leftmost, the number stays "12".
    expect(drawn('ספל 12 גדול')).toEqual([
      ['גדול', 1],
      [' ', 0],
      ['12', 0],
      ['ספל ', 1],
    ]);
  });

  it('turns right-to-left punctuation runs around and mirrors their brackets', () => {
    const runs = visualRuns('א (ב) ג', () => 0);
    // One font for all: the run keeps reading order (fontkit turns text with Hebrew letters round itself).
    expect(runs).toEqual([{ text: 'א (ב) ג', font: 0, level: 1 }]);
    const neutralOnly = visualRuns('א ( ב', (c) => (/[\u0590-\u05FF]/.test(c) ? 1 : 0));
    expect(neutralOnly.map((r) => r.text)).toEqual(['ב', ' ) ', 'א']);
  });
});
