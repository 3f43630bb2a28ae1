import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedNumber, pastedNumber, steppedNumber, type NumberRules } from './number-text';

const money: NumberRules = { decimals: 2, min: 0 };
const percent: NumberRules = { decimals: 2, min: 0, max: 100 };
const count: NumberRules = { decimals: 0, min: 1, max: 999 };

describe('what a numeric field accepts', () => {
  it('drops what is no part of a number and reads a comma as the decimal point', () => {
    expect(editedNumber('12x', money)).toBe('12');
    expect(editedNumber('-5', money)).toBe('5');
    expect(editedNumber('3,5', money)).toBe('3.5');
    expect(editedNumber('$ 1 2', money)).toBe('12');
    expect(editedNumber('', money)).toBe('');
    expect(editedNumber('.', money)).toBe('.');
    expect(editedNumber('12.', money)).toBe('12.');
  });

  it('ignores a second decimal point, a decimal too many and a value over the maximum', () => {
    expect(editedNumber('12.3.', money)).toBeNull();
    expect(editedNumber('1,2.3', money)).toBeNull();
    expect(editedNumber('12.345', money)).toBeNull();
    expect(editedNumber('100.5', percent)).toBeNull();
    expect(editedNumber('100', percent)).toBe('100');
  });

  it('takes whole numbers only where a count is asked', () => {
    expect(editedNumber('12.', count)).toBe('12');
    expect(editedNumber('1,5', count)).toBe('15');
    expect(editedNumber('1000', count)).toBeNull();
  });

  it('keeps every accepted text a number within the rules, and an accepted text as it is', () => {
    const rules = fc.record({
      decimals: fc.integer({ min: 0, max: 3 }),
      min: fc.constant(0),
      max: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
    });
    const typed = fc.string({ unit: fc.constantFrom(...'0123456789.,-x $e'), maxLength: 12 });
    fc.assert(
      fc.property(rules, typed, (r, text) => {
        const accepted = editedNumber(text, r);
        if (accepted === null) return;
        expect(accepted).toMatch(r.decimals > 0 ? /^\d*\.?\d*$/ : /^\d*$/);
        expect(accepted.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(r.decimals);
        if (/\d/.test(accepted)) {
          expect(Number.isFinite(Number(accepted))).toBe(true);
          if (r.max !== undefined) expect(Number(accepted)).toBeLessThanOrEqual(r.max);
        }
        expect(editedNumber(accepted, r)).toBe(accepted);
      }),
    );
  });
});

describe('pasted amounts', () => {
  it('reads the last separator that appears once as the decimal point', () => {
    expect(pastedNumber('1,234.50')).toBe('1234.50');
    expect(pastedNumber('1.234,50')).toBe('1234.50');
    expect(pastedNumber('$12.99')).toBe('$12.99');
    expect(pastedNumber('1,234,567')).toBe('1234567');
    expect(pastedNumber('12')).toBe('12');
  });
});

describe('the arrow keys', () => {
  it('step by the step within min and max, without float noise', () => {
    expect(steppedNumber('', 1, money)).toBe('1');
    expect(steppedNumber('0.2', 1, money, 0.1)).toBe('0.3');
    expect(steppedNumber('7', -1, percent, 0.1)).toBe('6.9');
    expect(steppedNumber('0', -1, money)).toBe('0');
    expect(steppedNumber('99.95', 1, percent, 0.1)).toBe('100');
    expect(steppedNumber('1', -1, count)).toBe('1');
  });
});
