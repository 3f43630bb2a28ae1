import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate, parseMoney, parseQuantity, parseYesNo } from './values';

const money = (raw: string) => {
  const result = parseMoney(raw);
  return result.ok ? result.value : result.reason;
};

describe('parseMoney', () => {
  it('reads a plain amount after a minus and a symbol as the general reading does', () => {
    // '-£3.71', '$12.5', '€0.00': the statement's common cells, read on a short path of their own. The same text
    // with a space after the sign goes the general way, which must agree.
    const symbol = fc.constantFrom(['', null], ['$', null], ['£', 'GBP'], ['€', 'EUR']);
    fc.assert(
      fc.property(
        fc.boolean(),
        symbol,
        fc.nat(10 ** 9),
        fc.integer({ min: 0, max: 2 }),
        (minus, [sign, code], cents, decimals) => {
          const whole = Math.floor(cents / 100);
          const fraction = String(cents % 100)
            .padStart(2, '0')
            .slice(0, decimals);
          const text = `${whole}${decimals > 0 ? `.${fraction}` : ''}`;
          const minor = whole * 100 + Number(fraction.padEnd(2, '0'));
          const expected = { minor: minus && minor !== 0 ? -minor : minor, currency: code };
          expect(money(`${minus ? '-' : ''}${sign}${text}`)).toEqual(expected);
          expect(money(` ${minus ? '- ' : ''}${sign}${text} `)).toEqual(expected);
        },
      ),
    );
  });

  it.each([
    ['$1,234.50', 123450, null],
    ['USD 12.00', 1200, 'USD'],
    ['12.50 USD', 1250, 'USD'],
    ['$12.00 USD', 1200, 'USD'],
    ['12,50', 1250, null],
    ['1.234,50', 123450, null],
    ['1 234,50', 123450, null],
    ['€3', 300, 'EUR'],
    ['€8,50', 850, 'EUR'],
    ['£0.99', 99, 'GBP'],
    ['CA$76.00', 7600, 'CAD'],
    ['AU$ 5', 500, 'AUD'],
    ['12.5', 1250, null],
    ['.50', 50, null],
    ['0,50', 50, null],
    ['28', 2800, null],
    ['1,234', 123400, null],
    ['1.234', 123400, null],
    ['1,234,567.89', 123456789, null],
    ['12.30000', 1230, null],
    ['\u00a0$ 7.00\u00a0', 700, null],
  ])('%s is %i minor units', (raw, minor, currency) => {
    expect(money(raw)).toEqual({ minor, currency });
  });

  it.each([
    ['(4.00)', -400],
    ['($1,234.50)', -123450],
    ['-$5', -500],
    ['$-5.00', -500],
    ['−3.00', -300],
    ['12.00-', -1200],
    ['-0.00', 0],
  ])('reads the refund %s as %i', (raw, minor) => {
    expect(money(raw)).toEqual({ minor, currency: null });
  });

  it.each(['', '--', ' - ', '—', 'N/A'])('reads %j as missing', (raw) => {
    expect(parseMoney(raw)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['abc', "'abc' is not an amount of money"],
    ['12-50', "'12-50' is not an amount of money"],
    ['1,2,3', "'1,2,3' is not an amount of money"],
    ['(-3)', "'(-3)' is not an amount of money"],
    ['--5', "'--5' is not an amount of money"],
    ['0.125', "'0.125' has more than 2 decimal places"],
    ['XYZ 3', "'XYZ 3' has characters that are not part of an amount"],
    ['12 apples', "'12 apples' has characters that are not part of an amount"],
    ['99999999999999999', "'99999999999999999' is too large an amount"],
  ])('gives a reason for %s', (raw, reason) => {
    expect(parseMoney(raw)).toEqual({ ok: false, reason });
  });

  it('knows currencies without minor units', () => {
    expect(parseMoney('¥1,200', 0)).toEqual({ ok: true, value: { minor: 1200, currency: 'JPY' } });
    expect(parseMoney('¥1,200.50', 0)).toEqual({
      ok: false,
      reason: "'¥1,200.50' has more than 0 decimal places",
    });
  });
});

/** An amount of cents written the ways real files write it. */
function written(cents: number, style: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  const group = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const forms = [
    `$${group(',')}.${fraction}`,
    `${whole}.${fraction}`,
    `USD ${whole}.${fraction}`,
    `${group('.')},${fraction}`,
    `€${whole},${fraction}`,
    `${group(' ')},${fraction} EUR`,
    `CA$${group(',')}.${fraction}`,
    abs % 100 === 0 ? `$${group(',')}` : `$${whole}.${fraction}`,
  ];
  const form = forms[style % forms.length] as string;
  if (!negative) return form;
  return style % 2 === 0 ? `(${form})` : `-${form}`;
}

describe('parseMoney properties', () => {
  it('reads every written form of an amount back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.nat(15), (cents, style) => {
        const result = parseMoney(written(cents, style));
        expect(result.ok && result.value?.minor).toBe(cents === 0 ? 0 : cents);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws and always gives a value, a missing value or a reason', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({
            unit: fc.constantFrom('1', '2', '.', ',', ' ', '-', '$', '(', ')', '€', 'U', 'S', 'D'),
          }),
        ),
        (raw) => {
          const result = parseMoney(raw);
          if (result.ok) {
            if (result.value !== null) expect(Number.isSafeInteger(result.value.minor)).toBe(true);
          } else {
            expect(result.reason.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['3.0', 3],
    ['1,200', 1200],
    ['0', 0],
    ['', null],
    ['--', null],
  ])('%j is %s', (raw, value) => {
    expect(parseQuantity(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['2.5', "'2.5' is not a whole number"],
    ['-1', "'-1' is not a quantity of zero or more"],
    ['x', "'x' is not a quantity"],
    ['3 pcs', "'3 pcs' is not a quantity"],
  ])('gives a reason for %s', (raw, reason) => {
    expect(parseQuantity(raw)).toEqual({ ok: false, reason });
  });

  it('reads every whole number back', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(parseQuantity(String(n))).toEqual({ ok: true, value: n });
        expect(parseQuantity(n.toLocaleString('en-US'))).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe('parseDate', () => {
  it.each([
    ['03/14/26', '2026-03-14'],
    ['3/4/26', '2026-03-04'],
    ['03/14/2026', '2026-03-14'],
    ['2026-03-14', '2026-03-14'],
    ['2026-3-4', '2026-03-04'],
    ['2026-03-14 00:00:00', '2026-03-14'],
    ['2026-03-14T10:00:00Z', '2026-03-14'],
    ['02/29/24', '2024-02-29'],
    ['', null],
  ])('%j is %s', (raw, value) => {
    expect(parseDate(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['02/29/25', "'02/29/25' is not a date on the calendar (month first: MM/DD/YY)"],
    ['13/02/26', "'13/02/26' is not a date on the calendar (month first: MM/DD/YY)"],
    ['2026-02-30', "'2026-02-30' is not a date on the calendar (month first: MM/DD/YY)"],
    ['14 March 2026', "'14 March 2026' is not a date in the form MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD"],
  ])('gives a reason for %s', (raw, reason) => {
    expect(parseDate(raw)).toEqual({ ok: false, reason });
  });

  it('reads every calendar day in all three forms to the same ISO date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-') as [string, string, string];
          expect(parseDate(iso)).toEqual({ ok: true, value: iso });
          expect(parseDate(`${m}/${d}/${y}`)).toEqual({ ok: true, value: iso });
          expect(parseDate(`${Number(m)}/${Number(d)}/${y.slice(2)}`)).toEqual({ ok: true, value: iso });
        },
      ),
    );
  });
});

describe('parseYesNo', () => {
  it('reads the offsite ads column', () => {
    expect(parseYesNo('Yes')).toEqual({ ok: true, value: true });
    expect(parseYesNo('')).toEqual({ ok: true, value: false });
    expect(parseYesNo('maybe')).toEqual({ ok: false, reason: "'maybe' is not yes or no" });
  });
});
