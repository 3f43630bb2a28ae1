import type { MessageDescriptor, Messages } from '@lingui/core';
import { cloneElement, isValidElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { compileCached, type CompiledMessage } from './compile';
import { interpolate, type Values } from './interpolate';
import { SOURCE_LOCALE } from './locales';
import { messageKey } from './message-key';

/**
 * What Lingui's macros call at run time (lingui.config.ts `runtimeConfigModule`): `i18n._`, `useLingui` and
 * `<Trans>`. It reads Lingui's compiled catalogues and, for English, the messages the macros leave in the code.
 * Written here rather than taken from @lingui/core (2.2 KiB gzip, plus 0.9 for its Trans) because the whole
 * language feature must add at most 3 KiB to the first download; the server's e-mails use @lingui/core itself,
 * and a test checks that both give the same text.
 *
 * No provider wraps the tree: a component that uses a translation subscribes to the language, so a switch
 * re-renders the texts and nothing is remounted (the calculator's inputs stay as they are).
 */
const keys = new Map<string, string>();

/** A message's catalogue key, worked out once per text. */
function keyOf(message: string): string {
  let key = keys.get(message);
  if (key === undefined) {
    key = messageKey(message);
    keys.set(message, key);
  }
  return key;
}

class Translator {
  private catalogs: Record<string, Messages> = { [SOURCE_LOCALE]: {} };
  private current: string = SOURCE_LOCALE;
  private listeners = new Set<() => void>();

  get locale(): string {
    return this.current;
  }

  get messages(): Messages {
    return this.catalogs[this.current] ?? {};
  }

  /** Adds a catalogue's messages to the language's; texts already on screen in it are drawn again. */
  load(locale: string, messages: Messages): void {
    this.catalogs[locale] = { ...this.catalogs[locale], ...messages };
    if (locale === this.current) this.notify();
  }

  activate(locale: string): void {
    this.current = locale;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A message in the active language; one nobody translated yet shows its English text. */
  _ = (descriptor: MessageDescriptor | string, values?: Values, options?: { message?: string }): string => {
    const {
      id,
      message,
      values: own,
    } = typeof descriptor === 'string' ? { id: descriptor, message: options?.message, values } : descriptor;
    // A message without an id in the code is keyed by a hash of its text (lingui-source-keys.ts).
    const key = (id as string | undefined) ?? keyOf(message ?? '');
    const found = this.messages[key] as CompiledMessage | string | undefined;
    const tokens = Array.isArray(found) ? found : compileCached(found ?? message ?? id);
    return interpolate(tokens, own ?? values ?? {}, this.current);
  };

  t = this._;
}

export const i18n = new Translator();

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

/** The active language, re-rendering the caller when it changes. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

type Translate = (...args: Parameters<Translator['_']>) => string;
const translators = new Map<string, Translate>();

/** One function per language: the same one while the language stays, so memoised screens keep their work. */
function translatorFor(locale: string): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = (...args) => i18n._(...args);
    translators.set(locale, translate);
  }
  return translate;
}

export function useLingui() {
  // A new function per language, so memoised children that take it re-render too.
  return { i18n, _: translatorFor(useLocale()) };
}

const TAG = /<(\d+)\/>|<(\d+)>([\s\S]*?)<\/\2>/g;

/** `Read the <0>privacy policy</0>` with its components: the tags become the elements, around their text. */
function withComponents(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const element = components[match[1] ?? match[2]!];
    const inner = match[3] === undefined ? undefined : withComponents(match[3], components);
    if (isValidElement(element)) out.push(cloneElement(element, { key: out.length }, ...(inner ?? [])));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export interface TransProps {
  id: string;
  message?: string;
  values?: Values;
  components?: Record<string, ReactElement>;
}

export function Trans({ id, message, values, components }: TransProps) {
  useLocale();
  const text = i18n._({ id, message, values });
  return <>{components ? withComponents(text, components) : text}</>;
}
