import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCountry } from '../countries/countries';
import { orderFieldsArb } from './calculation-arbitraries';
import { calculate } from './calculate';
import { chargedOrderFees, linesAtPrice, orderAmountAt } from './evaluate';
import { toOrderSpec } from './order';
import { countryFees, TRANSACTION_PPM } from './schedule';
import { ZCalculationInputSchema } from './schemas';

/** round_half_up(amount × 6.5%), in BigInt so the test does not share the engine's arithmetic. */
const feeOn = (amount: number) =>
  Number((BigInt(amount) * BigInt(TRANSACTION_PPM) * 2n + 1_000_000n) / 2_000_000n);

const specArb = orderFieldsArb().map((input) => toOrderSpec(ZCalculationInputSchema.parse(input)));

describe('transaction fee per posted line (fast-check)', () => {
  it('is the sum of the items, shipping and gift wrap lines, each rounded on its own', () => {
    fc.assert(
      fc.property(specArb, fc.integer({ min: 0, max: 10_000_000 }), (spec, price) => {
        const lines = linesAtPrice(spec, price);
        const items = orderAmountAt(spec, price) - spec.shippingCharged - spec.giftWrap;
        expect(lines.transactionItems).toBe(feeOn(items));
        expect(lines.transactionShipping).toBe(feeOn(spec.shippingCharged));
        expect(lines.transactionGiftWrap).toBe(feeOn(spec.giftWrap));
        expect(lines.transaction).toBe(feeOn(items) + feeOn(spec.shippingCharged) + feeOn(spec.giftWrap));
        // Rounding three lines instead of their sum moves the fee by a cent at most, either way.
        expect(Math.abs(lines.transaction - feeOn(lines.orderAmount))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1_000 },
    );
  });

  it('charges a recorded order one fee per item line, and the calculator and the CSV tools agree', () => {
    const fees = countryFees(findCountry('US')!);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (itemLines, shipping, giftWrap) => {
          const charged = chargedOrderFees(fees, {
            itemLines,
            shipping,
            giftWrap,
            buyerTax: 0,
            quantity: itemLines.length,
            offsiteAdsPpm: 0,
          });
          expect(charged.transactionLines).toEqual(itemLines.map(feeOn));
          expect(charged.transaction).toBe(
            itemLines.reduce((sum, line) => sum + feeOn(line), 0) + feeOn(shipping) + feeOn(giftWrap),
          );
          if (itemLines.length === 1) {
            // One listing: the calculator's order at that price gives the same transaction fee.
            const spec = toOrderSpec(
              ZCalculationInputSchema.parse({
                shipping_cost: shipping / 100,
                gift_wrap_cost: giftWrap / 100,
              }),
            );
            expect(linesAtPrice(spec, itemLines[0]!).transaction).toBe(charged.transaction);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rounds the item line and the shipping line apart (a cent more than one rounding of the order)', () => {
    // Price 12.99 x 3 at 10% off = 35.07, shipping 5.00: 2.27955 -> 2.28 and 0.325 -> 0.33 make 2.61, where
    // 6.5% of the whole 40.07 = 2.60455 would round to 2.60.
    const result = calculate(
      ZCalculationInputSchema.parse({
        selling_price: 12.99,
        quantity: 3,
        discount_rate: 10,
        shipping_cost: 5,
      }),
    );
    expect(result.revenueBreakdown.transactionFee).toBe(2.61);
    expect(result.formulas.transactionFee).toBe(
      '6.5% × items $35.07 ($12.99 × 3 − 10%) = $2.27955 → $2.28; 6.5% × shipping $5.00 = $0.325 → $0.33; $2.28 + $0.33 = $2.61',
    );
  });
});
