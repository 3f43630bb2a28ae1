import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDERS_TEMPLATE, templateCsv } from '../csv/templates';
import { analyseOrders } from './orders';
import { ordersToSalesRecords, salesImportCounts, salesRecordSteps } from './sales-import';

const base = analyseOrders(templateCsv(ORDERS_TEMPLATE), { country: 'US' });
if (!base.ok) throw new Error(base.reason);
const [order] = base.orders;
const [item] = base.items;

/** Orders over a few ids (so items share them), some undated, some from before 2000, some refunds. */
const anOrder = fc.record({
  order_id: fc.constantFrom('1', '2', '3', '4', '5'),
  order_date: fc.constantFrom(null, '1999-12-31', '2026-03-14', '2000-01-01'),
  gross_revenue: fc.integer({ min: -5_000, max: 50_000 }).map((cents) => cents / 100),
  total_fees: fc.nat(3_000).map((cents) => cents / 100),
  cogs: fc.nat(3_000).map((cents) => cents / 100),
});
const anItem = fc.record({
  order_id: fc.constantFrom('1', '2', '3', '4', '5', '6'),
  item_title: fc.constantFrom('Mug', 'Towel', 'Vase', 'Bowl', ''),
});
const analysedOrders = fc
  .record({ orders: fc.array(anOrder, { maxLength: 40 }), items: fc.array(anItem, { maxLength: 60 }) })
  .map(({ orders, items }) => ({
    ...base,
    orders: orders.map((o) => ({ ...order!, ...o })),
    items: items.map((i) => ({ ...item!, ...i })),
  }));

/** The steps run through, counting the pauses between them. */
function runSteps(result: typeof base & { ok: true }, perStep: number) {
  const steps = salesRecordSteps(result, perStep);
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { plan: step.value, pauses };
    pauses += 1;
  }
}

describe('the sales records built step by step', () => {
  it('are the one-pass records whatever the step, and what the counts offered beforehand', () => {
    fc.assert(
      fc.property(analysedOrders, fc.integer({ min: 1, max: 70 }), (result, perStep) => {
        const { plan, pauses } = runSteps(result, perStep);
        const whole = ordersToSalesRecords(result);
        expect(plan).toEqual(whole);
        expect(salesImportCounts(result)).toEqual({ records: whole.records.length, skipped: whole.skipped });
        // A pause after each full step of item lines and between steps of orders: none is longer than the step.
        expect(pauses).toBe(
          Math.floor(result.items.length / perStep) +
            Math.max(0, Math.ceil(result.orders.length / perStep) - 1),
        );
      }),
    );
  });
});
