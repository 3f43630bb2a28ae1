import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCurrency, minorDigits } from '../countries/countries';
import { calculate } from './calculate';
import { ZCalculationInputSchema, type TCalculationInput, type TCalculationResult } from './schemas';

const calc = (input: TCalculationInput) => calculate(ZCalculationInputSchema.parse(input));

/** A decimal as an integer count of 10^-SCALE units, so the test checks the arithmetic exactly too. */
const SCALE = 12;
const toUnits = (digits: string): bigint => {
  const [whole = '0', fraction = ''] = digits.replace(/,/g, '').split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0'));
};
const unitsOfMinor = (currency: string) => 10n ** BigInt(SCALE - minorDigits(currency));
/** Half-up to the currency's minor unit, as fees/exact.ts rounds every line. */
const roundHalfUp = (units: bigint, currency: string) => {
  const minor = unitsOfMinor(currency);
  return ((units + minor / 2n) / minor) * minor;
};

interface Figure {
  currency: string;
  digits: string;
  decimals: number;
  units: bigint;
  start: number;
  end: number;
}

/** Every money figure of a formula, in the result's currency or in USD (the listing fee and the ads threshold). */
function figuresOf(text: string, currency: string): Figure[] {
  const symbols = [...new Set([findCurrency(currency)!.symbol, '$'])].sort((a, b) => b.length - a.length);
  const escaped = symbols.map((s) => s.replace(/[$]/g, '\\$')).join('|');
  const pattern = new RegExp(`(?<![\\p{L}$])(${escaped}) ?(\\d[\\d,]*(?:\\.\\d+)?)`, 'gu');
  return [...text.matchAll(pattern)].map((match) => {
    const symbol = match[1]!;
    const digits = match[2]!;
    return {
      currency: symbol === '$' && currency !== 'USD' ? 'USD' : currency,
      digits,
      decimals: digits.split('.')[1]?.length ?? 0,
      units: toUnits(digits),
      start: match.index,
      end: match.index + match[0].length,
    };
  });
}

/** The rate in front of "×": "6.5%", or "(5% − 4%)" for the international extra. */
function rateUnits(text: string): bigint {
  const pair = /^\(([\d.]+)% − ([\d.]+)%\) ×/.exec(text);
  const percent = pair ? toUnits(pair[1]!) - toUnits(pair[2]!) : toUnits(/^([\d.]+)% ×/.exec(text)![1]!);
  return percent / 100n;
}

/**
 * A fee the marketplace posts as several lines, each rounded on its own (the transaction fee on items, shipping
 * and gift wrap; VAT on its services and on processing): "6.5% × items $25.00 = $1.625 → $1.63; 6.5% × shipping
 * $4.00 = $0.26; $1.63 + $0.26 = $1.89". Each line is a step of its own, and the closing sum adds their results.
 */
function steps(
  result: TCalculationResult,
  name: string,
  text: string,
  amount: number,
): { name: string; text: string; amount: number }[] {
  const parts = text.split('; ');
  if (parts.length === 1) return [{ name, text, amount }];
  const sum = parts.pop()!;
  const digits = minorDigits(result.currency);
  const lineResults = parts.map((part) => figuresOf(part, result.currency).at(-1)!);
  const added = figuresOf(sum, result.currency);
  expect(added.length, text).toBe(parts.length + 1);
  expect(
    added.slice(0, -1).map((f) => f.units),
    text,
  ).toEqual(lineResults.map((f) => f.units));
  expect(
    lineResults.reduce((total, f) => total + f.units, 0n),
    text,
  ).toBe(added.at(-1)!.units);
  expect(added.at(-1)!.units, text).toBe(toUnits(amount.toFixed(digits)));
  return parts.map((part, i) => ({
    name,
    text: part,
    amount: Number(lineResults[i]!.digits.replace(/,/g, '')),
  }));
}

/** Every formula a seller reads for a result, with the fee line it ends in (in major units). */
function formulasOf(result: TCalculationResult): { name: string; text: string; amount: number }[] {
  const revenue = result.revenueBreakdown;
  const formulas = [
    { name: 'listing', text: result.formulas.listingFee, amount: revenue.listingFee },
    ...steps(result, 'transaction', result.formulas.transactionFee, revenue.transactionFee),
    { name: 'processing', text: result.formulas.paymentProcessingFee, amount: revenue.paymentProcessingFee },
    ...revenue.additionalCharges.flatMap((c) => steps(result, c.id, c.formula, c.amount)),
  ];
  if (result.formulas.offsiteAdsFee) {
    formulas.push({
      name: 'offsite_ads',
      text: result.formulas.offsiteAdsFee,
      amount: revenue.offsiteAdsFee,
    });
  }
  return formulas;
}

/**
 * What a seller checking the panel by hand relies on: every figure has the currency's decimals, except the one
 * exact product shown before its rounding arrow; that product is the rate times the figure the formula prints;
 * it rounds half-up to the figure after the arrow; and the formula ends in the amount of the fee line.
 */
function expectFormulasReadRight(result: TCalculationResult) {
  const currency = result.currency;
  const major = (amount: number) => toUnits(amount.toFixed(minorDigits(currency)));
  for (const { name, text, amount } of formulasOf(result)) {
    const context = `${name}: ${text}`;
    const figures = figuresOf(text, currency);
    const arrows = [...text.matchAll(/ → /g)];
    expect(arrows.length, context).toBeLessThanOrEqual(1);
    const exact = figures.find((f) => text.startsWith(' → ', f.end));
    for (const figure of figures) {
      if (figure === exact) continue;
      expect(figure.decimals, `${context} (${figure.digits})`).toBe(minorDigits(figure.currency));
    }

    const afterEquals = text.lastIndexOf(' = ');
    if (exact) {
      expect(exact.decimals, context).toBeGreaterThan(minorDigits(currency));
      // The exact product of the rate and the (rounded) base the formula prints, not of a figure it hides.
      const base = figures.find((f) => f.start > text.indexOf(' × ') && f.currency === currency)!;
      expect(exact.units, context).toBe((rateUnits(text) * base.units) / 10n ** BigInt(SCALE));
      const rounded = figures[figures.indexOf(exact) + 1]!;
      expect(rounded.units, context).toBe(roundHalfUp(exact.units, currency));
    }

    if (name === 'processing') {
      // "... = £1.0604 → £1.06, + £0.20 fixed = £1.26": the percentage part plus the fixed fee, ending in the line.
      const last = figures.at(-1)!;
      expect(last.start, context).toBe(afterEquals + 3);
      expect(last.units, context).toBe(major(amount));
      const [percentPart, fixed] = figures.slice(-3, -1);
      expect(percentPart!.units + fixed!.units, context).toBe(last.units);
    } else if (name === 'offsite_ads') {
      const resultFigure = exact
        ? figures[figures.indexOf(exact) + 1]!
        : figures.find((f) => f.start === afterEquals + 3)!;
      const cap = /capped at /.exec(text)
        ? figures.find((f) => text.slice(0, f.start).endsWith('capped at '))
        : null;
      expect(cap ? cap.units : resultFigure.units, context).toBe(major(amount));
    } else {
      const resultFigure = exact
        ? figures[figures.indexOf(exact) + 1]!
        : figures.find((f) => f.start === afterEquals + 3)!;
      expect(resultFigure.units, context).toBe(major(amount));
    }
  }

  // VAT added at checkout: the buyer total shown is the order plus the VAT line shown.
  const processing = result.formulas.paymentProcessingFee;
  const vatAdded = /buyer total (\S+) \(order (\S+) \+ [\d.]+% VAT (\S+) added at checkout\)/.exec(
    processing,
  );
  if (result.revenueBreakdown.vatAmount > 0 && vatAdded) {
    const [total, order, vat] = figuresOf(vatAdded[0], currency);
    expect(order!.units + vat!.units).toBe(total!.units);
    expect(vat!.units).toBe(major(result.revenueBreakdown.vatAmount));
  }
}

describe('the formulas panel with VAT added at checkout', () => {
  it('shows payment processing as the rate times the buyer total it prints, rounded once', () => {
    // order 22.09; VAT 20% = 4.418 -> 4.42; buyer total 26.51; 4% of 26.51 = 1.0604 -> 1.06; + 0.20 = 1.26.
    // (4% of the unrounded 26.508 would be 1.06032: a figure the seller cannot get from what the panel shows.)
    const result = calc({
      country: 'GB',
      selling_price: 22.09,
      product_cost: 3,
      vat_rate: 20,
      vat_included: false,
    });
    expect(result.formulas.paymentProcessingFee).toBe(
      '4% × buyer total £26.51 (order £22.09 + 20% VAT £4.42 added at checkout) = £1.0604 → £1.06, + £0.20 fixed = £1.26',
    );
    expect(result.revenueBreakdown.paymentProcessingFee).toBe(1.26);
    expectFormulasReadRight(result);
  });

  it('shows the optional charges on the buyer total as printed, each rounded once', () => {
    const result = calc({
      country: 'GB',
      selling_price: 22.09,
      vat_rate: 20,
      vat_included: false,
      has_offsite_ads: true,
      regulatory_fee_rate: 0.32,
      currency_conversion_rate: 2.5,
      international_processing_rate: 5,
      vat_on_fees_rate: 20,
    });
    const formula = (id: string) =>
      result.revenueBreakdown.additionalCharges.find((c) => c.id === id)?.formula;
    expect(formula('currency_conversion')).toBe('2.5% × buyer total £26.51 = £0.66275 → £0.66');
    expect(formula('international_processing')).toBe(
      '(5% − 4%) × buyer total £26.51 = £0.2651 → £0.27, on top of domestic processing',
    );
    expect(formula('regulatory_fee')).toBe('0.32% × order £22.09 = £0.070688 → £0.07');
    expectFormulasReadRight(result);
  });

  it('prints a whole result without an arrow', () => {
    const result = calc({ country: 'GB', selling_price: 25, vat_rate: 20, vat_included: false });
    expect(result.formulas.paymentProcessingFee).toBe(
      '4% × buyer total £30.00 (order £25.00 + 20% VAT £5.00 added at checkout) = £1.20, + £0.20 fixed = £1.40',
    );
  });

  it('reads right for any order, in every country, with every optional charge in play', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
    const rate = (maxHundredths: number) => fc.integer({ min: 0, max: maxHundredths }).map((r) => r / 100);
    const optionalRate = (max: number) => fc.option(rate(max), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          country: fc.constantFrom(...COUNTRIES.map((c) => c.code)),
          selling_price: cents(500_000).map((p) => p + 0.01),
          product_cost: cents(5_000),
          shipping_cost: cents(3_000),
          gift_wrap_cost: cents(500),
          quantity: fc.integer({ min: 1, max: 12 }),
          discount_rate: rate(5_000),
          free_shipping: fc.boolean(),
          vat_rate: rate(2_700),
          vat_included: fc.boolean(),
          has_offsite_ads: fc.boolean(),
          annual_revenue: cents(3_000_000),
          regulatory_fee_rate: optionalRate(150),
          vat_on_fees_rate: optionalRate(2_700),
          currency_conversion_rate: optionalRate(500),
          international_processing_rate: optionalRate(800),
        }),
        (input) => expectFormulasReadRight(calc(input)),
      ),
      { numRuns: 150 },
    );
  });
});
