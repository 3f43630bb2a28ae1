/**
 * The English messages stay in the code as ICU text; this turns one into the tokens Lingui's runtime interpolates,
 * the same shape `lingui compile` writes into the other languages' catalogues. Lingui's own compiler (with its ICU
 * parser) is left out of production builds to keep the first download small; the messages only use arguments,
 * plural/select/selectordinal with `#`, simple formats (`{n, number}`) and ICU quoting, which is all this reads.
 */
export type CompiledToken = string | [string] | [string, string] | [string, string, unknown];

export type CompiledMessage = CompiledToken[];

const CHOICE = new Set(['plural', 'select', 'selectordinal']);

export function compileMessage(source: string): CompiledMessage {
  let at = 0;

  // Text up to an unquoted `{` or `}` (or `#` in a plural's case), with ICU's apostrophe quoting undone.
  function text(inPlural: boolean): string {
    let out = '';
    while (at < source.length) {
      const ch = source[at]!;
      if (ch === '{' || ch === '}' || (inPlural && ch === '#')) break;
      if (ch === "'") {
        const next = source[at + 1];
        if (next === "'") {
          out += "'";
          at += 2;
          continue;
        }
        if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = source.indexOf("'", at + 1);
          const stop = end === -1 ? source.length : end;
          out += source.slice(at + 1, stop);
          at = stop + 1;
          continue;
        }
      }
      out += ch;
      at += 1;
    }
    return out;
  }

  function word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(source.slice(at));
    if (!match) throw new Error(`Bad ICU message: ${source}`);
    at += match[0].length;
    return match[1]!;
  }

  function expect(ch: string): void {
    while (source[at] === ' ') at += 1;
    if (source[at] !== ch) throw new Error(`Bad ICU message (expected ${ch}): ${source}`);
    at += 1;
  }

  function tokens(inPlural: boolean): CompiledToken[] {
    const out: CompiledToken[] = [];
    while (at < source.length && source[at] !== '}') {
      if (source[at] === '#') {
        out.push('#');
        at += 1;
      } else if (source[at] === '{') {
        at += 1;
        out.push(argument());
      } else {
        const chunk = text(inPlural);
        if (chunk) out.push(chunk);
      }
    }
    return out;
  }

  function argument(): CompiledToken {
    const name = word();
    if (source[at] === '}') {
      at += 1;
      return [name];
    }
    expect(',');
    const type = word();
    if (source[at] === '}') {
      at += 1;
      return [name, type];
    }
    expect(',');
    if (!CHOICE.has(type)) {
      const end = source.indexOf('}', at);
      const style = source.slice(at, end).trim();
      at = end + 1;
      return [name, type, style];
    }
    const cases: Record<string, unknown> = {};
    let offset: number | undefined;
    for (;;) {
      while (/\s/.test(source[at] ?? '')) at += 1;
      if (source[at] === '}') break;
      const key = word();
      if (key.startsWith('offset:')) {
        offset = Number(key.slice('offset:'.length));
        continue;
      }
      expect('{');
      cases[key.startsWith('=') ? key.slice(1) : key] = tokens(type !== 'select');
      expect('}');
    }
    at += 1;
    return [name, type, { offset, ...cases }];
  }

  const result = tokens(false);
  if (at < source.length) throw new Error(`Bad ICU message (unbalanced }): ${source}`);
  return result;
}

const cache = new Map<string, CompiledMessage>();

/** The runtime's message compiler: compiled once per message text. */
export function compileCached(source: string): CompiledMessage {
  let compiled = cache.get(source);
  if (compiled === undefined) {
    compiled = compileMessage(source);
    cache.set(source, compiled);
  }
  return compiled;
}
