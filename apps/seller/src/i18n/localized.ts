import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './runtime';

/**
 * A screen's words as an object of strings, each read in the language on screen when it is read. Screens and
 * tests keep using `TEXTS.title`; the messages themselves are written with Lingui's `msg` macro, so
 * `lingui extract` finds them.
 */
export function localized<K extends string>(
  messages: Record<K, MessageDescriptor>,
): { readonly [Key in K]: string } {
  const texts = {} as { [Key in K]: string };
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(texts, key, { get: () => i18n._(messages[key]), enumerable: true });
  }
  return texts;
}
