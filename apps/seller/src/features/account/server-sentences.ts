import { isEnglish } from '@margin/core';
import { i18n } from '../../i18n/runtime';

/**
 * The API answers every failure (and a few confirmations) with one English sentence: its public contract, which
 * REST clients and the operators' portal read word for word. English sellers read it as it came. For the other
 * languages the table of sentences the app knows (server-sentence-table.ts) arrives with the language's later
 * catalogue, long before a seller can run into a failure; until then, and for a sentence the table does not know,
 * the server's English is shown.
 */
let reword: ((english: string) => string | null) | null = null;

/** Brings the table of the server's sentences; called when a language other than English is loaded. */
export async function loadServerSentences(): Promise<void> {
  reword ??= (await import('./server-sentence-table')).rewordServerSentence;
}

/** The server's sentence in the seller's language; one the app does not know stays as the server wrote it. */
export function serverSentence(english: string): string {
  if (isEnglish(i18n.locale) || !reword) return english;
  return reword(english) ?? english;
}
