// What the calculator keeps and receives: usage tracking, a link's inputs, the last inputs kept on this device.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError } from '../../test/fake-api';
import { type CalculatorForm } from './form';
import {
  calculated,
  cleanUpCalculatorTest,
  field,
  fill,
  lastPanel,
  panel,
  setup,
  storeForm,
  submit,
} from './calculator-test-support';

// The results panel is built and tested on its own; here it only records what the calculator hands it.
vi.mock(
  '../results/ResultsPanel',
  async () => (await import('./calculator-test-support')).recordingResultsPanel,
);

afterEach(cleanUpCalculatorTest);

describe('CalculatorSection: tracking', () => {
  it("tracks a signed-in seller's calculations, not the live updates that follow", async () => {
    const api = setup({ signedIn: true });
    await fill({ 'Selling price': '25' });
    await userEvent.click(submit());
    await calculated();
    await waitFor(() => expect(api.inputsOf('calc.track')).toEqual([{ mode: 'forward', country: 'US' }]));

    await userEvent.type(field('Selling price'), '0');
    await waitFor(() => expect(lastPanel()?.result.sellingPrice).toBe(250));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.inputsOf('calc.track')).toHaveLength(1);
    await userEvent.click(submit());
    await waitFor(() => expect(api.inputsOf('calc.track')).toHaveLength(2));
  });

  it('does not track visitors', async () => {
    const api = setup();
    await fill({ 'Selling price': '25' });
    await userEvent.click(submit());
    await calculated();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.inputsOf('calc.track')).toEqual([]);
  });

  it('shows the result even when tracking fails', async () => {
    const api = setup({
      signedIn: true,
      handlers: {
        'calc.track': () => {
          throw new FakeApiError(500, 'down');
        },
      },
    });
    await fill({ 'Selling price': '25', 'Product cost': '5', 'Shipping cost': '4' });
    await userEvent.click(submit());
    expect((await calculated()).result.profitAnalysis.netProfit).toBe(16.79);
    await waitFor(() => expect(api.inputsOf('calc.track')).toHaveLength(1));
    expect(screen.queryByText(/Please check these fields|No price for this target/)).toBeNull();
    expect(lastPanel()?.result.profitAnalysis.netProfit).toBe(16.79);
  });
});

describe('CalculatorSection: link prefill', () => {
  it('fills the form from the address, calculates after 1 second, and cleans the address', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/?price=25&prod=5&ship=4&country=US&utm_source=mail');
    setup();
    expect(field('Selling price')).toHaveValue('25');
    expect(field('Product cost')).toHaveValue('5');
    expect(field('Shipping cost')).toHaveValue('4');
    expect(window.location.search).toBe('?utm_source=mail');

    await act(() => vi.advanceTimersByTimeAsync(990));
    expect(panel.renders).toHaveLength(0);
    expect(submit('Calculate Profit')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10));
    // At 1 second the run starts: the button says so until the calculation has settled.
    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(submit('Calculate Profit')).toBeInTheDocument();
    expect(lastPanel()?.result.profitAnalysis.netProfit).toBe(16.79);
    expect(lastPanel()?.input).toMatchObject({ country: 'US', selling_price: 25 });
  });

  it('keeps the stored last inputs until the seller edits the linked values', async () => {
    vi.useFakeTimers();
    storeForm({ selling_price: '19.5', packaging_cost: '2' });
    window.history.replaceState(null, '', '/?selling_price=25&product_cost=5');
    setup();
    expect(field('Selling price')).toHaveValue('25');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lastPanel()?.input).toMatchObject({ selling_price: 25, product_cost: 5 });
    const storedInputs = () =>
      JSON.parse(window.localStorage.getItem('margin.calculator.inputs')!) as CalculatorForm;
    expect(storedInputs()).toMatchObject({ selling_price: '19.5', product_cost: '', packaging_cost: '2' });

    vi.useRealTimers();
    await userEvent.type(field('Product cost'), '0');
    await waitFor(() => expect(storedInputs()).toMatchObject({ selling_price: '25', product_cost: '50' }));
  });

  it('keeps the linked values as last inputs once the seller calculates from the form', async () => {
    vi.useFakeTimers();
    storeForm({ selling_price: '19.5' });
    window.history.replaceState(null, '', '/?selling_price=25');
    setup();
    fireEvent.click(submit('Calculate Profit'));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(JSON.parse(window.localStorage.getItem('margin.calculator.inputs')!)).toMatchObject({
      selling_price: '25',
    });
  });

  it('uses the link’s country without remembering it as the seller’s', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/?m=reverse&curr=GBP&prod=5&target_profit=10');
    setup();
    await act(() => vi.advanceTimersByTimeAsync(10)); // the countries arrive
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('🇬🇧 United Kingdom (GBP)');
    expect(submit('Calculate Required Price')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lastPanel()?.input).toMatchObject({ mode: 'reverse', country: 'GB', target_profit: 10 });
    expect(window.localStorage.getItem('margin.country')).toBe('US');
  });
});

describe('CalculatorSection: kept on this device', () => {
  it('restores the last inputs without calculating, and ignores corrupt storage', async () => {
    storeForm({ selling_price: '19.5', product_cost: 'lots', quantity: '2' });
    setup();
    expect(field('Selling price')).toHaveValue('19.5');
    expect(field('Product cost')).toHaveValue('');
    expect(screen.getByText('1 in use')).toBeInTheDocument();
    expect(panel.renders).toHaveLength(0);
  });

  it('opens on an empty form when the stored data is not readable', () => {
    window.localStorage.setItem('margin.calculator.inputs', '{not json');
    window.localStorage.setItem('margin.calculator.scenarios', '[{"id":1},"x",null]');
    setup();
    expect(field('Selling price')).toHaveValue('');
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
  });

  it('saves, reopens and deletes a scenario', async () => {
    setup();
    await fill({ 'Selling price': '25', 'Product cost': '5', 'Shipping cost': '4' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a name for this scenario')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Scenario name' }), 'Silver ring');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const list = screen.getByRole('list', { name: 'Saved scenarios' });
    expect(within(list).getByText('Silver ring')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('margin.calculator.scenarios')!)).toHaveLength(1);

    await fill({ 'Selling price': '40', 'Product cost': '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Open Silver ring' }));
    expect(field('Selling price')).toHaveValue('25');
    expect(field('Product cost')).toHaveValue('5');
    expect((await calculated()).result.profitAnalysis.netProfit).toBe(16.79);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Silver ring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete scenario?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('Silver ring')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Silver ring' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete scenario?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('margin.calculator.scenarios')!)).toEqual([]);
  });
});
