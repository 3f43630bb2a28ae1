// The calculator's forward calculation: from the form to the numbers, and what it asks for when inputs are missing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calculated,
  cleanUpCalculatorTest,
  field,
  fill,
  lastPanel,
  openAdvancedOptions,
  panel,
  setup,
  submit,
} from './calculator-test-support';

// The results panel is built and tested on its own; here it only records what the calculator hands it.
vi.mock(
  '../results/ResultsPanel',
  async () => (await import('./calculator-test-support')).recordingResultsPanel,
);

afterEach(cleanUpCalculatorTest);

describe('CalculatorSection: forward calculation', () => {
  it('hands the FEES.md worked example from the form to the results panel', async () => {
    setup();
    await fill({ 'Selling price': '25', 'Product cost': '5', 'Shipping cost': '4' });
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    await userEvent.click(submit('Calculate Profit'));

    const { result, input } = await calculated();
    expect(input).toEqual({
      mode: 'forward',
      country: 'US',
      selling_price: 25,
      product_cost: 5,
      shipping_cost: 4,
      quantity: 1,
      vat_included: false,
      free_shipping: false,
      has_offsite_ads: false,
    });
    expect(result.currency).toBe('USD');
    expect(result.revenueBreakdown).toMatchObject({
      listingFee: 0.2,
      transactionFee: 1.89,
      paymentProcessingFee: 1.12,
      totalMarketplaceFees: 3.21,
      netRevenue: 25.79,
    });
    expect(result.costBreakdown.totalCosts).toBe(9);
    expect(result.profitAnalysis).toEqual({ netProfit: 16.79, profitMargin: 57.9 });
    expect(result.insights.breakEvenPrice).toBe(6.44);
  });

  it('hands an optional product name, trimmed, to the results and refuses a direction override in it', async () => {
    setup();
    await fill({ 'Product name': ' 수제 머그컵 ', 'Selling price': '25' });
    await userEvent.click(submit('Calculate Profit'));
    const { result, input } = await calculated();
    expect(input.product_name).toBe('수제 머그컵');
    expect(result.productName).toBe('수제 머그컵');

    await fill({ 'Product name': 'mug\u202Egpj.exe' });
    expect(
      await screen.findByText('Use plain text, without control or direction-override characters'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Results' })).toBeNull());
  });

  it('tells screen readers the new headline politely, from a live region that was there before it', async () => {
    setup();
    const announcer = screen.getByRole('status');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent(/^$/);
    await fill({ 'Selling price': '25', 'Product cost': '5', 'Shipping cost': '4' });
    await userEvent.click(submit('Calculate Profit'));
    await calculated();
    expect(screen.getByRole('status')).toBe(announcer);
    expect(announcer).toHaveTextContent('Your Profit: $16.79, profit margin 57.90%.');
  });

  it('recalculates as the seller types once a first calculation has run, busy until it settles', async () => {
    setup();
    await fill({ 'Selling price': '25', 'Product cost': '5', 'Shipping cost': '4' });
    await userEvent.click(submit());
    await calculated();

    await userEvent.type(field('Selling price'), '0'); // 250
    expect(lastPanel()?.busy).toBe(true);
    expect(lastPanel()?.result.sellingPrice).toBe(25);
    await waitFor(() => expect(lastPanel()?.result.sellingPrice).toBe(250));
    expect(lastPanel()?.busy).toBe(false);
  });

  it('does not calculate while typing before the first calculation', async () => {
    setup();
    await fill({ 'Selling price': '25' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(panel.renders).toHaveLength(0);
  });

  it("answers a click with the numbers in the same frame, with no 'Calculating...' frame before them", async () => {
    setup();
    await fill({ 'Selling price': '25', 'Product cost': '5', 'Shipping cost': '4' });
    fireEvent.click(submit('Calculate Profit'));
    // Nothing awaited: what the click's own render committed (the panel, or its placeholder's headline).
    expect(screen.getAllByText(/16\.79/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Calculating...' })).toBeNull();
    expect(submit('Calculate Profit')).toBeInTheDocument();
  });

  it('ignores what is not a number and keeps what is', async () => {
    setup();
    await userEvent.type(field('Selling price'), 'abc');
    expect(field('Selling price')).toHaveValue('');
    await userEvent.type(field('Selling price'), '12.3x4-5');
    expect(field('Selling price')).toHaveValue('12.34');
    await userEvent.type(field('Product cost'), '3,5');
    expect(field('Product cost')).toHaveValue('3.5');

    await userEvent.click(submit());
    const { input } = await calculated();
    expect(input).toMatchObject({ selling_price: 12.34, product_cost: 3.5 });
  });

  it('counts an emptied quantity as 1', async () => {
    setup();
    await fill({ 'Selling price': '10' });
    await openAdvancedOptions();
    await userEvent.type(field('Quantity'), '3');
    await userEvent.click(submit());
    expect((await calculated()).input.quantity).toBe(3);

    await userEvent.clear(field('Quantity'));
    await waitFor(() => expect(lastPanel()?.input.quantity).toBe(1));
    expect(lastPanel()?.result.quantity).toBe(1);
  });

  it("prefills the charges of the seller's country with the rate's date, and each can be switched off", async () => {
    setup();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Country' }),
      '🇬🇧 United Kingdom (GBP)',
    );
    await openAdvancedOptions();
    expect(field('Regulatory operating fee rate')).toHaveValue('0.32');
    expect(field('VAT on marketplace fees rate')).toHaveValue('20');
    expect(
      screen.getByText(/^Applies to sellers in United Kingdom: 0\.32%, rate of \d{4}-\d{2}-\d{2}$/),
    ).toBeInTheDocument();
    // A VAT-registered seller pays no VAT on the fees: they switch it off.
    await userEvent.click(screen.getByRole('switch', { name: /VAT on marketplace fees/ }));
    expect(screen.queryByRole('textbox', { name: 'VAT on marketplace fees rate' })).toBeNull();
    await fill({ 'Selling price': '25' });
    await userEvent.click(submit());
    const { input, result } = await calculated();
    expect(input).toMatchObject({ country: 'GB', regulatory_fee_rate: 0.32 });
    expect(input).not.toHaveProperty('vat_on_fees_rate');
    // 0.32% of 25.00 = 0.08
    expect(result.revenueBreakdown.additionalCharges.map((c) => [c.id, c.amount])).toEqual([
      ['regulatory_fee', 0.08],
    ]);

    // A seller based in the United States pays neither: both are off again.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Country' }),
      '🇺🇸 United States (USD)',
    );
    expect(screen.getByRole('switch', { name: /Regulatory operating fee/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /VAT on marketplace fees/ })).not.toBeChecked();
  });
});

describe('CalculatorSection: asks for what is missing', () => {
  const fieldError = (name: string) => {
    const input = field(name);
    const id = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    return id ? document.getElementById(id)?.textContent : null;
  };

  it('asks for a selling price instead of calculating an empty form, and says nothing before that', async () => {
    setup();
    expect(fieldError('Selling price')).toBeFalsy();
    await userEvent.click(submit('Calculate Profit'));
    await waitFor(() => expect(fieldError('Selling price')).toBe('Enter a selling price to calculate.'));
    expect(field('Selling price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a selling price to calculate.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.renders).toHaveLength(0);
    expect(screen.getByText(/No result for these inputs yet/)).toBeInTheDocument();

    // What was asked for arrives: the result follows, and the request goes.
    await userEvent.type(field('Selling price'), '25');
    await waitFor(() => expect(lastPanel()?.input.selling_price).toBe(25));
    expect(fieldError('Selling price')).toBeFalsy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a selling price above 0', async () => {
    setup();
    await fill({ 'Selling price': '0' });
    await userEvent.click(submit('Calculate Profit'));
    await waitFor(() =>
      expect(fieldError('Selling price')).toBe('Enter a selling price above 0 to calculate.'),
    );
    expect(panel.renders).toHaveLength(0);
  });

  it('asks for the target in reverse mode instead of pricing a $0.00 profit', async () => {
    setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Reverse: Profit → Price' }));
    await fill({ 'Product cost': '5' });
    await userEvent.click(submit('Calculate Required Price'));
    await waitFor(() =>
      expect(fieldError('Target profit')).toBe('Enter the profit you want to calculate the price.'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.renders).toHaveLength(0);

    await userEvent.type(field('Target profit'), '10');
    await waitFor(() => expect(lastPanel()?.input).toMatchObject({ mode: 'reverse', target_profit: 10 }));
  });

  it('clears the result, rather than leaving the old one, when a value goes over its limit', async () => {
    setup();
    await fill({ 'Selling price': '25' });
    await userEvent.click(submit());
    await calculated();
    await userEvent.type(field('Selling price'), '000000'); // 25,000,000: over the 1,000,000 limit
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(fieldError('Selling price')).toBe('Must be at most 1,000,000');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Selling price: must be at most 1,000,000');
  });

  it('clears the result and asks for the price when the seller empties it', async () => {
    setup();
    await fill({ 'Selling price': '25' });
    await userEvent.click(submit());
    await calculated();
    await userEvent.clear(field('Selling price'));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(fieldError('Selling price')).toBe('Enter a selling price to calculate.');
  });
});

// A preset is a whole scenario, never half of two.
