import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { analyseOrders, MAX_SALES_IMPORT_BATCH, ordersCsv, type TSalesImport } from '@margin/core';
import { describe, expect, it, vi } from 'vitest';
import { FakeApiError } from '../../../test/fake-api';
import {
  captureDownloads,
  drop,
  expectFigures,
  expectNoDataCalls,
  figure,
  fileLine,
  paste,
  renderTool,
  run,
  savedProduct,
} from './csv-tools-test-support';

/** The marketplace's sold order items export: buyers' names and addresses, a coupon, shipping and tax. */
const ITEMS_HEADER =
  'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Date Paid,Date Shipped,Ship Name,Ship Address1,Ship Address2,Ship City,Ship State,Ship Zipcode,Ship Country,Order ID,Variations,Order Type,Listings Type,Payment Type,InPerson Discount,InPerson Location,VAT Paid by Buyer,SKU';
const SOLD_ORDER_ITEMS = [
  ITEMS_HEADER,
  '03/14/26,Hand-thrown stoneware mug,jane,2,28.00,SPRING10,10% off,5.60,0,6.00,3.92,56.00,USD,1,11,03/14/26,03/15/26,Jane Doe,1 Main St,,Springfield,IL,62701,United States,5001,"Colour:Blue",online,listing,online_cc,,,0,MUG-01',
  '03/14/26,Linen tea towel,jane,1,24.00,SPRING10,10% off,5.60,0,6.00,3.92,24.00,USD,2,12,03/14/26,03/15/26,Jane Doe,1 Main St,,Springfield,IL,62701,United States,5001,,online,listing,online_cc,,,0,TOWEL-02',
].join('\r\n');

/** The sold orders export: the card processing fees charged. Order 6001 was charged 26 cents more. */
const ORDERS_HEADER =
  'Sale Date,Order ID,Buyer User ID,Full Name,First Name,Last Name,Number of Items,Payment Method,Date Shipped,Street 1,Street 2,Ship City,Ship State,Ship Zipcode,Ship Country,Currency,Order Value,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,Shipping,Sales Tax,Order Total,Status,Card Processing Fees,Order Net,Adjusted Order Total,Adjusted Card Processing Fees,Adjusted Net Order Amount,Buyer,Order Type,Payment Type,InPerson Discount,InPerson Location,SKU';
const SOLD_ORDERS = [
  ORDERS_HEADER,
  '03/14/26,6001,b1,Jane Doe,Jane,Doe,2,Visa,03/15/26,1 Main St,,Springfield,IL,62701,United States,USD,56.00,,,0,0,6.00,4.34,66.34,Completed,2.50,0,,,,jane,online,online_cc,,,MUG-01',
  '03/20/26,6002,b2,"Smith, Al",Al,Smith,1,Visa,03/21/26,2 Oak Rd,,Portland,OR,97201,United States,USD,24.00,SAVE5,5 off,5.00,0,4.50,0,23.50,Completed,0.96,0,,,,al,online,online_cc,,,TOWEL-02',
].join('\n');

/** Our orders template with `count` one-item orders. */
function manyOrders(count: number): string {
  const lines = ['order_id,order_date,item_title,quantity,item_price,cost_per_item'];
  for (let i = 0; i < count; i += 1) lines.push(`${7000 + i},2026-03-14,Clay mug,1,20.00,6.00`);
  return lines.join('\n');
}

const TOWEL = savedProduct('Linen tea towel', {
  product_cost: 5.1,
  packaging_cost: 1.2,
  additional_costs: 0.7,
});

describe('Orders Analysis', () => {
  it('analyses a sold order items export on the device: fees per order split over its items, costs from saved products, flags and recommendations', async () => {
    const { api } = renderTool('orders-analysis', { products: [TOWEL] });
    expect(await screen.findByRole('textbox', { name: /Target margin/ })).toHaveValue('0.4');
    expect(screen.queryByRole('switch', { name: /offsite ads/ })).toBeNull();
    expect(
      await screen.findByText(/your 1 saved product \(matched by SKU, then title\)/),
    ).toBeInTheDocument();
    // The default cost per item opens at the audit's 5, never empty (which would cost every item at 0).
    expect(screen.getByRole('textbox', { name: /Default cost per item/ })).toHaveValue('5');
    await paste(SOLD_ORDER_ITEMS);
    await run('Analyze Orders');

    expect(await fileLine()).toHaveTextContent(
      "The marketplace's sold order items export — 2 rows read, all analysed",
    );
    expectFigures({ Orders: '1', 'Gross revenue': '$80.40', 'Marketplace fees': '$8.61' });
    // The towel's saved cost 7.00, and the mug at the default 5.00 x 2.
    expect(figure('Cost of goods')).toHaveTextContent('$17.00');
    expect(figure('Default cost used')).toHaveTextContent('1 of 2');
    expect(figure('Default cost used')).toHaveTextContent('Item lines costed at $5.00 each, not a real cost');

    const rows = within(screen.getByRole('table', { name: 'Analysed order items' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Hand-thrown stoneware mug');
    expect(rows[1]).toHaveTextContent('Colour:Blue');
    expect(rows[1]).toHaveTextContent('Default cost');
    expect(rows[1]).toHaveTextContent('Coupon or discount applied');
    expect(rows[1]).toHaveTextContent('$6.01'); // its share of the order's $8.61 fees
    expect(rows[2]).toHaveTextContent('Cost from a saved product');
    expect(rows[2]).toHaveTextContent('$2.60'); // the rest: $6.01 + $2.60 = $8.61
    expect(screen.getByRole('region', { name: 'Recommendations' })).toHaveTextContent(
      'Coupons and discounts gave away $5.60 over 1 order.',
    );
    expect(screen.getByTestId('csv-warnings')).toHaveTextContent(
      '1 item line uses the default cost per item',
    );
    // Buyers' names and addresses are not in the results, and nothing went to the server.
    expect(screen.getByRole('region', { name: 'Results' }).textContent).not.toMatch(/Springfield|Jane Doe/);
    expect(
      api.calls.filter((call) => !/^(auth|subscription)\.|^etsy\.status$/.test(call.path)).map((c) => c.path),
    ).toEqual(['products.list']);
  });

  it('shows a refund line on its own: no fees, no costs, no order, never the largest loss; fee credits on the statement', async () => {
    const files = captureDownloads();
    const refund =
      '03/20/26,Hand-thrown stoneware mug,jane,1,-$32.00,,,0,0,0,0,-32.00,USD,3,11,03/20/26,,Jane Doe,1 Main St,,Springfield,IL,62701,United States,5001,,online,listing,online_cc,,,0,MUG-01';
    renderTool('orders-analysis');
    await paste(`${SOLD_ORDER_ITEMS}\r\n${refund}`);
    await run('Analyze Orders');
    expect(await fileLine()).toHaveTextContent('3 rows read, all analysed');
    expect(figure('Orders')).toHaveTextContent('1');
    expect(figure('Orders')).toHaveTextContent('2 item lines');
    expect(figure('Refunds')).toHaveTextContent('-$32.00');
    expect(figure('Refunds')).toHaveTextContent('1 line: no fees or costs');
    expect(figure('Gross revenue')).toHaveTextContent('$48.40'); // 80.40 less the 32.00 refunded
    expect(figure('Marketplace fees')).toHaveTextContent('$8.61'); // the sale's, as without the refund
    const section = screen.getByRole('region', { name: 'Refunds and adjustments' });
    expect(within(section).getByTestId('refunds-note')).toHaveTextContent(
      'those fee credits appear on your statement',
    );
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Row 4 · Order 5001');
    expect(rows[1]).toHaveTextContent('-$32.00');
    expect(rows[1]).toHaveTextContent('Sale in this file');
    const items = within(screen.getByRole('table', { name: 'Analysed order items' })).getAllByRole('row');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Order partly or fully refunded');
    expect(screen.getByRole('region', { name: 'Recommendations' })).not.toHaveTextContent('largest loss');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await files[0]!.text()).trim().split('\r\n').at(-1)).toMatch(/^5001,.*,-32\.00,.*,refund$/);
  });

  it('takes gift wrap off profit as the seller’s cost, and the postage per order the seller enters', async () => {
    renderTool('orders-analysis');
    const postage = await screen.findByRole('textbox', { name: /Postage per order/ });
    expect(postage).toHaveValue('');
    await userEvent.type(postage, '4.50');
    await paste(
      'order_id,order_date,item_title,quantity,item_price,gift_wrap\n1,2026-06-01,Mug,1,30.00,4.00\n',
    );
    await run('Analyze Orders');
    await fileLine();
    // 34.00 with the wrap; fees 0.20 + 2.21 + 1.27 = 3.68; the default cost 5.00, the wrap 4.00, postage 4.50.
    expect(figure('Gross revenue')).toHaveTextContent('$34.00');
    expect(figure('Postage and gift wrap')).toHaveTextContent('$8.50');
    expectFigures({ 'Postage and gift wrap': 'Postage $4.50, gift wrap $4.00', 'Net profit': '$16.82' });
    const rows = within(screen.getByRole('table', { name: 'Analysed order items' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('$13.50'); // its costs: 5.00 + 4.00 + 4.50
    expect(rows[1]).toHaveTextContent('Postage');
  });

  it('shows, for each order, how far the processing fee charged is from the fee schedule', async () => {
    renderTool('orders-analysis');
    await paste(SOLD_ORDERS);
    await run('Analyze Orders');
    expect(await fileLine()).toHaveTextContent("The marketplace's sold orders export — 2 rows read");
    const section = screen.getByRole('region', { name: 'Processing fees charged vs the fee schedule' });
    expect(section).toHaveTextContent('1 of 2 orders were charged');
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Order 6001');
    expect(rows[1]).toHaveTextContent('$2.50'); // charged
    expect(rows[1]).toHaveTextContent('$2.24'); // the fee schedule
    expect(rows[1]).toHaveTextContent('+$0.26');
    expect(rows[1]).toHaveTextContent('Charged more');
  });

  it('exports the analysed items as a CSV made in the browser', async () => {
    const files = captureDownloads();
    renderTool('orders-analysis', { products: [TOWEL] });
    await paste(SOLD_ORDER_ITEMS);
    await run('Analyze Orders');
    await fileLine();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const expected = analyseOrders(SOLD_ORDER_ITEMS, {
      country: 'US',
      annualSales: 0,
      targetMargin: 0.4,
      defaultCostPerItem: 5,
      products: [{ name: 'Linen tea towel', sku: null, costPerItem: 7, currency: 'USD' }],
    });
    if (!expected.ok) throw new Error(expected.reason);
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^orders-analysis-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]!.text()).toBe(ordersCsv(expected.items, 'USD', expected.refunds));
  });

  it(`adds the orders to the sales records in calls of ${MAX_SALES_IMPORT_BATCH}, says how many, and refreshes the dashboard's figures`, async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    let seen = 0;
    const { api } = renderTool('orders-analysis', {
      handlers: {
        'sales.importOrders': (input) => {
          const { records } = input as TSalesImport;
          // The first 3 orders were imported before.
          const before = Math.max(0, Math.min(3, 3 - seen));
          seen += records.length;
          return { added: records.length - before, already_imported: before };
        },
      },
    });
    await paste(manyOrders(MAX_SALES_IMPORT_BATCH + 1));
    await run('Analyze Orders');
    expect(await fileLine()).toHaveTextContent('1,001 rows read');
    await userEvent.click(screen.getByRole('button', { name: 'Add these orders to my sales records' }));
    expect(
      await screen.findByText(
        '998 orders added to your sales records (3 were already there)',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    const batches = api.inputsOf('sales.importOrders') as TSalesImport[];
    expect(batches.map((batch) => batch.records.length)).toEqual([MAX_SALES_IMPORT_BATCH, 1]);
    expect(batches[0]!.records[0]).toEqual({
      import_key: 'order:7000',
      date: '2026-03-14',
      product_name: 'Clay mug',
      selling_price: 20,
      total_costs: expect.any(Number),
      quantity: 1,
      currency: 'USD',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [['sales']] });

    await userEvent.click(screen.getByRole('button', { name: 'See them on the dashboard' }));
    expect(window.location.search).toBe('?mode=advanced&tab=dashboard');
  });

  it('says so when the server refuses the orders', async () => {
    renderTool('orders-analysis', {
      handlers: {
        'sales.importOrders': () => {
          throw new FakeApiError(400, 'You can keep up to 100,000 sales records.');
        },
      },
    });
    await paste(manyOrders(2));
    await run('Analyze Orders');
    await fileLine();
    await userEvent.click(screen.getByRole('button', { name: 'Add these orders to my sales records' }));
    expect(
      await screen.findByText(
        /The orders could not be added to your sales records\. You can keep up to 100,000/,
      ),
    ).toBeInTheDocument();
  });

  it("refuses a dropped file that is not CSV, and says 'Please upload or paste CSV data' when empty", async () => {
    renderTool('orders-analysis');
    await screen.findByTestId('csv-drop-zone');
    drop(new File(['{}'], 'orders.json', { type: 'application/json' }));
    expect(await screen.findByText('Please upload a CSV file')).toBeInTheDocument();
    await run('Analyze Orders');
    expect(await screen.findByText('Please upload or paste CSV data')).toBeInTheDocument();
  });

  it("shows an expired seller the promo with 'Unlock Now' instead of the tool, and calls nothing", async () => {
    const { api } = renderTool('orders-analysis', { who: 'expired' });
    const promo = await screen.findByRole('region', { name: /Orders Analysis/ });
    await userEvent.click(within(promo).getByRole('button', { name: 'Unlock Now' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
    expectNoDataCalls(api);
  });
});
