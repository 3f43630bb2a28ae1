import { describe, expect, it } from 'vitest';
import { isSafeText } from '@margin/core';
import { appRouter } from './root';

/** The parts of a zod 4 schema's definition this walk reads. */
interface SchemaDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; fn?: unknown } } }[];
  shape?: Record<string, Walkable>;
  innerType?: Walkable;
  in?: Walkable;
  element?: Walkable;
  keyType?: Walkable;
  valueType?: Walkable;
  options?: Walkable[];
  left?: Walkable;
  right?: Walkable;
  items?: Walkable[];
}
interface Walkable {
  _zod: { def: SchemaDef };
}

/**
 * Every string schema inside `schema` that a client can fill and that is not checked by `safeText()`. A string
 * format (an ISO date-time, say) only admits its own characters, so it counts as checked. Pipes are read on their
 * input side: what the output side sees is what the input side let through.
 */
function uncheckedStrings(schema: Walkable, at: string): string[] {
  const def = schema._zod.def;
  const walk = (inner: Walkable | undefined, path = at) => (inner ? uncheckedStrings(inner, path) : []);
  switch (def.type) {
    case 'string': {
      const checked = def.checks?.some((c) => c._zod.def.check === 'custom' && c._zod.def.fn === isSafeText);
      return checked || def.format ? [] : [at || '(input)'];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        walk(value, at ? `${at}.${key}` : key),
      );
    case 'pipe':
      return walk(def.in);
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'record':
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{value}`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'tuple':
      return (def.items ?? []).flatMap((item, i) => walk(item, `${at}[${i}]`));
    default:
      // optional, nullable, default, readonly, catch ... wrap one inner schema; numbers, enums and the like hold none.
      return walk(def.innerType);
  }
}

/** A procedure's input: a zod schema, or the CSV uploads' parser, which checks everything with its `schema`. */
type Input = Walkable | { schema: Walkable };
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: Input[] } }>;
const schemaOf = (input: Input): Walkable => ('_zod' in input ? input : input.schema);

describe('text the API accepts', () => {
  it('every string a procedure accepts is checked by safeText (well-formed Unicode, no NUL or control characters)', () => {
    const unchecked = Object.entries(procedures).flatMap(([path, procedure]) =>
      procedure._def.inputs.flatMap((input) =>
        uncheckedStrings(schemaOf(input), '').map((field) => `${path}: ${field}`),
      ),
    );
    expect(Object.keys(procedures).length).toBeGreaterThan(10);
    expect(unchecked).toEqual([]);
  });
});
