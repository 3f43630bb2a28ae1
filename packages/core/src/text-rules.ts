// The plain-text rules without zod, so the seller app's first screen (the calculator's link, its form) can check
// text without loading the schemas. text.ts builds the schemas on them.

/** What a seller reads when a field carries characters no keyboard types (the field name comes first). */
export const SAFE_TEXT_MESSAGE = 'must be plain text without control characters';
/** What a seller reads when a one-line field (a name) carries a tab or a line break. */
export const SINGLE_LINE_MESSAGE = 'must be on one line, without tabs or line breaks';

// Control characters other than tab, line feed and carriage return (C0, DEL, C1); the bidirectional embeddings,
// overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make stored text read in another order than it was
// written ('txt.exe' shown as 'exe.txt'); and, with the `u` flag, a surrogate that is not half of a pair.
// PostgreSQL refuses NUL and broken UTF-16 outright, so letting either through turns a typing accident into a
// server error. The direction marks (U+200E, U+200F, U+061C) stay: right-to-left writers type them, and they
// reorder nothing around them.
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** Tabs and every kind of line break (the Unicode line and paragraph separators too). */
const TAB_OR_LINE_BREAK = /[\t\n\r\u2028\u2029]/;

/** Every character a reader cannot see or that changes how what follows it reads (for showing text escaped). */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]|[\uD800-\uDFFF]/gu;

/** Whether `value` is well-formed Unicode without NUL, control or direction-override characters (tabs and line
 *  breaks are fine). */
export function isSafeText(value: string): boolean {
  return !UNSAFE_CHARACTER.test(value);
}

/** Whether `value` fits on one line: no tab and no line break. */
export function isSingleLine(value: string): boolean {
  return !TAB_OR_LINE_BREAK.test(value);
}

/**
 * `value` with every invisible or reordering character written out as `\u{202E}`, `\n`, `\t` ...: for showing text
 * that came from anyone (a username typed at a failed login) exactly as it was, without it hiding or reordering
 * anything. The backslash itself is doubled, so the result reads back unambiguously.
 */
export function showInvisibles(value: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  return value
    .replace(/\\/g, '\\\\')
    .replace(
      INVISIBLE,
      (ch) => named[ch] ?? `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
    );
}
