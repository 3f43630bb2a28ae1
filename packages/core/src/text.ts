import { z } from 'zod';
import { isSafeText, isSingleLine, SAFE_TEXT_MESSAGE, SINGLE_LINE_MESSAGE } from './text-rules';

export {
  isSafeText,
  isSingleLine,
  SAFE_TEXT_MESSAGE,
  showInvisibles,
  SINGLE_LINE_MESSAGE,
} from './text-rules';

/**
 * The one string schema for everything the API accepts: `safeText().min(1)`, `safeText().regex(...)`. Checked
 * first, so its sentence is the one a client sees. `params` are `z.string`'s (e.g. the message for a non-string).
 * Multi-line text (a note) keeps its line breaks; one-line text (a name) uses `safeLine`.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, SAFE_TEXT_MESSAGE);
}

/** `safeText` for a field that is one line: a name, a SKU, a username. Tabs and line breaks are refused. */
export function safeLine(params?: Parameters<typeof z.string>[0]) {
  return safeText(params).refine(isSingleLine, SINGLE_LINE_MESSAGE);
}
