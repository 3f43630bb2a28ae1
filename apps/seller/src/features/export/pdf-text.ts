/**
 * Text as a PDF has to draw it: in pieces that each one font can print, in the order they appear on the page.
 * A PDF has no font fallback and no bidirectional text, so both are done here: a seller's product name in
 * Hebrew inside an English report, or a price in ₩, comes out as a reader of those scripts expects.
 */

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /^[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
const LETTER = /^[\p{L}\p{M}\p{N}]/u;
const EUROPEAN_DIGIT = /^[0-9]/;
/** Between two digits these stay part of the number ("1,234.50", "12:30"). */
const NUMBER_SEPARATOR = /^[.,:/\u00A0]$/;
/** Next to a number these stay with it ("₪45", "12%"). */
const NUMBER_AFFIX = /^[\p{Sc}%#°+\-−]$/u;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

type BidiClass = 'L' | 'R' | 'EN' | 'N';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters: a letter with its marks, a Devanagari syllable part, a flag, stay together. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text.normalize('NFC')), (s) => s.segment);
}

function bidiClass(cluster: string): BidiClass {
  if (RTL_LETTER.test(cluster)) return 'R';
  if (EUROPEAN_DIGIT.test(cluster)) return 'EN';
  if (LETTER.test(cluster)) return 'L';
  return 'N';
}

/**
 * Embedding levels of the Unicode bidirectional algorithm (UAX #9) for a left-to-right paragraph, which every
 * line of our reports is, reduced to what a line of a report needs: 0 for left-to-right text, 1 for a run of
 * right-to-left text, 2 for a number inside it. Numbers keep their separators and currency signs; spaces and
 * punctuation between two right-to-left words belong to them, anywhere else to the paragraph.
 */
export function bidiLevels(clusters: readonly string[]): number[] {
  const classes = clusters.map(bidiClass);
  // W4, W5: separators between digits and currency signs or % next to them join the number.
  for (let i = 0; i < classes.length; i++) {
    if (classes[i] !== 'N') continue;
    const cluster = clusters[i]!;
    if (NUMBER_SEPARATOR.test(cluster) && classes[i - 1] === 'EN' && classes[i + 1] === 'EN')
      classes[i] = 'EN';
  }
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < classes.length; i++) {
      if (classes[i] === 'N' && NUMBER_AFFIX.test(clusters[i]!)) {
        if (classes[i - 1] === 'EN' || classes[i + 1] === 'EN') classes[i] = 'EN';
      }
    }
  }
  // W7: a number after left-to-right text (or at the start of the line) is left-to-right text.
  const resolved: ('L' | 'R' | 'ENR' | 'N')[] = [];
  let strong: 'L' | 'R' = 'L';
  for (const type of classes) {
    if (type === 'L' || type === 'R') strong = type;
    resolved.push(type === 'EN' ? (strong === 'R' ? 'ENR' : 'L') : type);
  }
  // N1, N2: neutrals between right-to-left text (numbers in it count as such) are right-to-left.
  const levels: number[] = new Array<number>(resolved.length).fill(0);
  const isRtlSide = (type: string | undefined) => type === 'R' || type === 'ENR';
  for (let i = 0; i < resolved.length;) {
    if (resolved[i] !== 'N') {
      levels[i] = resolved[i] === 'R' ? 1 : resolved[i] === 'ENR' ? 2 : 0;
      i++;
      continue;
    }
    let end = i;
    while (end < resolved.length && resolved[end] === 'N') end++;
    const level = isRtlSide(resolved[i - 1]) && isRtlSide(resolved[end]) ? 1 : 0;
    for (let k = i; k < end; k++) levels[k] = level;
    i = end;
  }
  return levels;
}

/** One piece of a line: clusters in reading order, one font, one direction. */
export interface TextRun {
  text: string;
  font: number;
  level: number;
}

/** Whether a run's text has a right-to-left letter, which fontkit's layout turns to right-to-left by itself. */
export function hasRtlLetter(text: string): boolean {
  for (const cluster of graphemes(text)) if (RTL_LETTER.test(cluster)) return true;
  return false;
}

/**
 * A line cut into runs and put in the order they are drawn, left to right (UAX #9 rule L2). Each run's own
 * text stays in reading order: fontkit lays out a run with right-to-left letters right to left, and a
 * right-to-left run of only spaces and punctuation is turned here (its brackets mirrored).
 *
 * `fontFor` answers which font prints a cluster (an index into the caller's fonts); a space or punctuation
 * mark stays in the font of the text before it when that font has it, so a phrase is one run.
 */
export function visualRuns(
  text: string,
  fontFor: (cluster: string, preferred: number | null) => number,
): TextRun[] {
  const clusters = graphemes(text);
  const levels = bidiLevels(clusters);
  const runs: TextRun[] = [];
  let previousFont: number | null = null;
  clusters.forEach((cluster, i) => {
    const neutral = bidiClass(cluster) === 'N';
    const font = fontFor(cluster, neutral ? previousFont : null);
    previousFont = font;
    const last = runs.at(-1);
    if (last && last.font === font && last.level === levels[i]) last.text += cluster;
    else runs.push({ text: cluster, font, level: levels[i]! });
  });

  // L2: from the highest level down to 1, reverse every stretch of runs at that level or above.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end]!.level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map((run) =>
    run.level % 2 === 1 && !hasRtlLetter(run.text)
      ? {
          ...run,
          text: graphemes(run.text)
            .reverse()
            .map((c) => MIRRORED[c] ?? c)
            .join(''),
        }
      : run,
  );
}
