import { z } from 'zod';

/** What a seller reads when a field carries characters no keyboard types (the field name comes first). */
export const SAFE_TEXT_MESSAGE = 'must be plain text without control characters';

// Control characters other than tab, line feed and carriage return (C0, DEL, C1), and, with the `u` flag, a
// surrogate that is not half of a pair. PostgreSQL refuses NUL and broken UTF-16 outright, so letting either
// through turns a typing accident into a server error.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

/** Whether `value` is well-formed Unicode without NUL or other control characters (tabs and line breaks are fine). */
export function isSafeText(value: string): boolean {
  return !UNSAFE_CHARACTER.test(value);
}

/**
 * The one string schema for everything the API accepts: `safeText().min(1)`, `safeText().regex(...)`. Checked
 * first, so its sentence is the one a client sees. `params` are `z.string`'s (e.g. the message for a non-string).
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, SAFE_TEXT_MESSAGE);
}
