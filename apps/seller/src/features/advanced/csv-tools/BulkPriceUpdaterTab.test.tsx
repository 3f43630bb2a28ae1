import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  analyseListings,
  bulkPricesCsv,
  HIGH_SHIPPING_RATIO_TEXT,
  listingEditorCsv,
  type AnalysisOptions,
} from '@margin/core';
import { describe, expect, it } from 'vitest';
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
} from './csv-tools-test-support';

/** Our listings template: one listing on target, one below it with high shipping, one without a price. */
const LISTINGS_CSV = [
  'title,sku,current_price,quantity,shipping_price,material_cost,packaging_cost,shipping_to_you',
  'Stoneware mug,MUG-01,28.00,12,6.00,8.00,1.00,0.50',
  'Linen tea towel,TOWEL-02,14.00,30,5.00,8.00,0.75,0.50',
  'Tote bag,TOTE-03,,5,4.00,3.00,0.50,0',
].join('\n');

const OPTIONS: AnalysisOptions = {
  country: 'US',
  offsiteAds: false,
  annualSales: 0,
  targetMargin: 0.4,
  defaultCostPerItem: 5,
};

const table = () => screen.getByRole('table', { name: 'New prices by listing' });

describe('Bulk Price Updater', () => {
  it('prices every listing on the device: summary, flags in words, what counts as high shipping, and the row it could not read', async () => {
    renderTool('bulk-price-updater');
    expect(await screen.findByRole('textbox', { name: /Target margin/ })).toHaveValue('0.4');
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/api/import/listings-template',
    );
    await paste(LISTINGS_CSV);
    await run('Analyze Listings');

    expect(await fileLine()).toHaveTextContent('The listings template — 3 rows read, 2 analysed');
    expectFigures({
      'Below break-even': '0',
      'Below target margin': '1',
      'At or above target': '1',
      'Average margin': '28.4%',
      'Potential gain': '$274.80',
    });

    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(table()).getByRole('columnheader', { name: 'Target (40%)' })).toBeInTheDocument();
    // The mug's 28.00 is above its 40% price: it keeps its price, and says it is above target.
    expect(rows[1]).toHaveTextContent('Above target');
    expect(rows[1]).not.toHaveTextContent('On target');
    expect(rows[1]).toHaveTextContent('$25.59'); // the 40% price
    expect(rows[1]).toHaveTextContent('Keep price');
    expect(rows[2]).toHaveTextContent('Raise to target');
    expect(rows[2]).toHaveTextContent('Below the target margin');
    expect(rows[2]).toHaveTextContent('Shipping over 30% of the price');
    expect(rows[2]).toHaveTextContent('$24.12');
    expect(rows[2]).toHaveTextContent('Cost from the file');
    expect(screen.getByTestId('high-shipping-note')).toHaveTextContent(HIGH_SHIPPING_RATIO_TEXT);
    expect(screen.getByTestId('csv-errors')).toHaveTextContent("Row 4, column 'current_price': is empty.");
  });

  it('prices at the target margin the seller sets, and checks it is between 0 and 1', async () => {
    renderTool('bulk-price-updater');
    const margin = await screen.findByRole('textbox', { name: /Target margin/ });
    await userEvent.clear(margin);
    await userEvent.type(margin, '0.55');
    await paste(LISTINGS_CSV);
    await run('Analyze Listings');
    await fileLine();
    expect(within(table()).getByRole('columnheader', { name: 'Target (55%)' })).toBeInTheDocument();
    expect(figure('Below target margin')).toHaveTextContent('2');
  });

  it('reads a target margin typed as 40 as 40%, keeps what was typed, and says how it reads it', async () => {
    renderTool('bulk-price-updater');
    const margin = await screen.findByRole('textbox', { name: /Target margin/ });
    expect(screen.getByText(/40 or 0\.40: both are 40%/)).toBeInTheDocument();
    await userEvent.clear(margin);
    await userEvent.type(margin, '40');
    await userEvent.tab();
    expect(margin).toHaveValue('40');
    await paste(LISTINGS_CSV);
    await run('Analyze Listings');
    await fileLine();
    expect(margin).toHaveValue('40');
    expect(within(table()).getByRole('columnheader', { name: 'Target (40%)' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('$25.59'); // the 40% price, as with 0.4
  });

  it('exports the new prices, and the same in the listings export’s own columns', async () => {
    const files = captureDownloads();
    renderTool('bulk-price-updater');
    await paste(LISTINGS_CSV);
    await run('Analyze Listings');
    await fileLine();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export in listings file columns' }));

    const expected = analyseListings(LISTINGS_CSV, OPTIONS);
    if (!expected.ok) throw new Error(expected.reason);
    expect(files.map((file) => file.name)).toEqual([
      expect.stringMatching(/^bulk-prices-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^listings-new-prices-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(await files[0]!.text()).toBe(bulkPricesCsv(expected.items, 'USD'));
    const editor = await files[1]!.text();
    expect(editor).toBe(listingEditorCsv(expected.items, 'USD'));
    // The mug meets its target and keeps 28.00; the towel under target rises to its 40% price.
    expect(editor.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFTITLE,SKU,PRICE,CURRENCY_CODE,QUANTITY',
      'Stoneware mug,MUG-01,28.00,USD,12',
      'Linen tea towel,TOWEL-02,24.12,USD,30',
    ]);
  });

  it('lowers prices above target only when the seller turns on the switch that says so', async () => {
    const files = captureDownloads();
    renderTool('bulk-price-updater');
    const cuts = await screen.findByRole('switch', { name: /Lower prices above target/ });
    expect(cuts).not.toBeChecked();
    expect(screen.getByText(/which cuts their price/)).toBeInTheDocument();
    await userEvent.click(cuts);
    await paste(LISTINGS_CSV);
    await run('Analyze Listings');
    await fileLine();
    const rows = within(table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lower to target');
    expect(figure('New prices')).toHaveTextContent('1 up');
    expect(figure('New prices')).toHaveTextContent('0 kept, 1 lowered');
    await userEvent.click(screen.getByRole('button', { name: 'Export in listings file columns' }));
    expect((await files[0]!.text()).split('\r\n')[1]).toBe('Stoneware mug,MUG-01,25.59,USD,12');
  });

  it("refuses a dropped file that is not CSV, and says 'Please upload or paste CSV data' when empty", async () => {
    renderTool('bulk-price-updater');
    await screen.findByTestId('csv-drop-zone');
    drop(
      new File(['PK\u0003\u0004'], 'listings.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    expect(await screen.findByText('Please upload a CSV file')).toBeInTheDocument();
    await run('Analyze Listings');
    expect(await screen.findByText('Please upload or paste CSV data')).toBeInTheDocument();
  });

  it("shows an expired seller the promo with 'Unlock Now' instead of the tool, and calls nothing", async () => {
    const { api } = renderTool('bulk-price-updater', { who: 'expired' });
    const promo = await screen.findByRole('region', { name: /Bulk Price Updater/ });
    await userEvent.click(within(promo).getByRole('button', { name: 'Unlock Now' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze Listings' })).toBeNull();
    expectNoDataCalls(api);
  });
});
