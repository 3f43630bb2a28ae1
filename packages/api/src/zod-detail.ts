import { ZodError } from 'zod';
import { fieldSentence } from './domain-errors';
import { HttpHint } from './http-hint';

/** What zod's own messages ('Invalid input: expected string, received undefined') mean, in words. */
function ruleText(issue: ZodError['issues'][number]): string {
  if (issue.code === 'invalid_type') {
    if (/received undefined/.test(issue.message)) return 'is required';
    return `must be ${TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`}`;
  }
  if (issue.code === 'too_small') return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big') return `must be at most ${String(issue.maximum)}`;
  if (issue.code === 'unrecognized_keys')
    return `has a field this request does not take (${issue.keys.join(', ')})`;
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union')
    return 'is not one of the accepted values';
  return issue.message;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

/**
 * One sentence a person can read, naming the offending field: 'Selling price must be a number.', 'Please enter a
 * valid email address.' Clients show `detail` as is, so it must say which field is wrong, not dump the issue list.
 */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  // zod's own wording starts like this; ours is written for the reader already.
  const ours = !/^(Invalid|Too small|Too big|Unrecognized key)/.test(issue.message);
  return fieldSentence(issue.path, ours ? issue.message : ruleText(issue));
}

/** What a client sees when tRPC could not read its request (malformed JSON, a superjson envelope it cannot undo). */
export const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read.';

/**
 * Whether a 400 comes from reading the request rather than from a rule: tRPC wraps the JSON and superjson errors
 * of reading the input as BAD_REQUEST with the library's own message ("Maximum call stack size exceeded", "__proto__
 * is not allowed as a property"), which names internals and helps no client. Our own refusals carry no cause, a
 * validation error (which has issues) or an HTTP hint.
 */
export function isUnreadableRequest(error: { code: string; cause?: unknown }): boolean {
  return (
    error.code === 'BAD_REQUEST' &&
    error.cause instanceof Error &&
    !(error.cause instanceof ZodError) &&
    // A schema library's own validation error (standard schema) names the field; only parse failures lack issues.
    !('issues' in error.cause) &&
    !(error.cause instanceof HttpHint)
  );
}
