import {
  ORDERS_TEMPLATE,
  analyseOrders,
  ordersToSalesRecords,
  salesRecordSteps,
  templateCsv,
} from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import { withPauses } from './AddToSalesRecords';

describe('the sales records built on the click', () => {
  it('are built with a pause between steps, and are the records of one pass', async () => {
    const result = analyseOrders(templateCsv(ORDERS_TEMPLATE), { country: 'US' });
    if (!result.ok) throw new Error(result.reason);
    const pause = vi.fn(() => Promise.resolve());
    // One item line or order a step: two item lines, then the one order.
    const plan = await withPauses(salesRecordSteps(result, 1), pause);
    expect(pause).toHaveBeenCalledTimes(2);
    expect(plan).toEqual(ordersToSalesRecords(result));
    expect(plan.records).toHaveLength(1);
  });
});
