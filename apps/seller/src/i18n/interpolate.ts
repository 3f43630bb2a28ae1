import { numberFormat } from '@margin/core';
import type { CompiledMessage } from './compile';

export type Values = Record<string, unknown>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** A message's number style as Intl's options; the formatters are core's, kept once for the whole app. */
function formatOf(locale: string, style: unknown): Intl.NumberFormat {
  return numberFormat(
    locale,
    style === 'percent'
      ? { style: 'percent' }
      : style === 'integer'
        ? { maximumFractionDigits: 0 }
        : typeof style === 'object' && style !== null
          ? style
          : {},
  );
}

function plural(locale: string, ordinal: boolean, n: number): string {
  const key = `${locale}|${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules)
    pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules.select(n);
}

/**
 * A compiled message (Lingui's catalogue format: text, `[name]`, `[name, type, style]`) with its values, in the
 * active language: plural and ordinal cases by Intl.PluralRules (an exact `=n` case first), `#` as the count,
 * select by value, numbers and dates by Intl.
 */
export function interpolate(tokens: CompiledMessage, values: Values, locale: string, count?: string): string {
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, style] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = style as { offset?: number } & Record<string, CompiledMessage>;
      const n = Number(value) - offset;
      const chosen =
        cases[String(value)] ?? cases[plural(locale, type === 'selectordinal', n)] ?? cases.other;
      out += interpolate(chosen ?? [], values, locale, formatOf(locale, undefined).format(n));
    } else if (type === 'select') {
      const cases = style as Record<string, CompiledMessage>;
      out += interpolate(cases[String(value)] ?? cases.other ?? [], values, locale, count);
    } else if (type === 'number') {
      out += formatOf(locale, style).format(Number(value));
    } else if (type === 'date' && (value instanceof Date || typeof value === 'number')) {
      out += new Intl.DateTimeFormat(locale, typeof style === 'object' ? (style as object) : {}).format(
        value,
      );
    } else if (value !== undefined && value !== null) {
      // Values are the texts and numbers the messages were written with.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      out += String(value);
    }
  }
  return out;
}
