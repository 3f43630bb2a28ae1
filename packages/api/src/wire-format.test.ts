import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { wireFormat } from './wire-format';

const roundTrip = (value: unknown) =>
  superjson.deserialize(JSON.parse(JSON.stringify(wireFormat.output.serialize(value))) as never);

describe('the tRPC wire format', () => {
  it('reads back with superjson exactly what superjson alone would give, for any value', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(
        fc.string(),
        fc.double(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.constant(-0),
        fc.date({ noInvalidDate: true }),
      ),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        expect(roundTrip(v)).toEqual(
          superjson.deserialize(JSON.parse(JSON.stringify(superjson.serialize(v)))),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('sends plain JSON answers without annotations, and the rest through superjson', () => {
    expect(wireFormat.output.serialize({ a: [1, 'x', null, { b: true }] })).toEqual({
      json: { a: [1, 'x', null, { b: true }] },
    });
    const when = new Date('2026-11-25T00:00:00Z');
    const annotated = wireFormat.output.serialize({ when, gone: undefined });
    expect(annotated).toHaveProperty('meta');
    expect(roundTrip({ when, gone: undefined })).toEqual({ when, gone: undefined });
    expect(Object.is(roundTrip(-0), -0)).toBe(true);
    expect(roundTrip(Number.NaN)).toBeNaN();
  });
});
