import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { countriesMap } from '@margin/core';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeApiError, type FakeHandler } from '../../test/fake-api';
import type { ResultsPanelProps } from '../results/ResultsPanel';
import { CalculatorSection } from './CalculatorSection';
import { DEFAULT_FORM, type CalculatorForm } from './form';
import { QUICK_FAQ } from '../content/faq';
import { stored, trialOver } from '../../test/account-fixtures';
import { AccountSignIn } from '../../test/AccountSignIn';
import { renderWithAccount } from '../../test/render-with-account';

// The results panel is built separately; here it only records what the calculator hands it.
const panel = vi.hoisted(() => ({ renders: [] as ResultsPanelProps[] }));
vi.mock('../results/ResultsPanel', () => ({
  ResultsPanel: (props: ResultsPanelProps) => {
    panel.renders.push(props);
    return (
      <section aria-label="Results" data-busy={props.busy ? 'yes' : 'no'}>
        Net profit {props.result.profitAnalysis.netProfit}
      </section>
    );
  },
}));

const lastPanel = () => panel.renders.at(-1);

interface SetupOptions {
  signedIn?: boolean;
  handlers?: Record<string, FakeHandler>;
}

function setup({ signedIn = false, handlers = {} }: SetupOptions = {}) {
  window.localStorage.setItem('margin.country', 'US');
  const { api } = renderWithAccount(<CalculatorSection />, {
    session: signedIn ? stored : null,
    handlers: {
      'calc.countries': () => countriesMap(),
      'calc.track': () => ({ tracked: true }),
      ...handlers,
    },
  });
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = (name: RegExp | string = /^Calculate/) => screen.getByRole('button', { name });

/** Opens Advanced Options and waits for its fields, whose code is not in the first download. */
async function openAdvancedOptions() {
  await userEvent.click(screen.getByRole('button', { name: /Advanced Options/ }));
  await screen.findByRole('textbox', { name: 'Quantity' });
}

async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.clear(field(name));
    await userEvent.type(field(name), value);
  }
}

async function calculated() {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument());
  await waitFor(() => expect(lastPanel()?.busy).toBe(false));
  return lastPanel()!;
}

function storeForm(form: Partial<CalculatorForm>) {
  window.localStorage.setItem('margin.calculator.inputs', JSON.stringify({ ...DEFAULT_FORM, ...form }));
}

afterEach(() => {
  panel.renders.length = 0;
  notifications.clean(); // Mantine keeps notifications in one store for the whole page

  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

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

describe('CalculatorSection: modes and tools', () => {
  it('switches to reverse mode: the target replaces the price and the button changes', async () => {
    setup();
    expect(submit('Calculate Profit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Reverse: Profit → Price' }));
    expect(submit('Calculate Required Price')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Selling price' })).toBeNull();

    await fill({ 'Target profit': '16.79', 'Product cost': '5', 'Shipping cost': '4' });
    await userEvent.click(submit('Calculate Required Price'));
    const { result, input } = await calculated();
    expect(input).toMatchObject({ mode: 'reverse', target_profit: 16.79 });
    expect(input).not.toHaveProperty('selling_price');
    // 24.99 already makes 16.79 (the transaction fee rounds down there): the smallest such price wins.
    expect(result.sellingPrice).toBe(24.99);

    await userEvent.click(screen.getByRole('radio', { name: 'Forward: Price → Profit' }));
    expect(submit('Calculate Profit')).toBeInTheDocument();
  });

  it('shows why a margin no price reaches cannot be calculated, instead of failing', async () => {
    // 6.5% transaction + 3% processing + 20% currency conversion leave at most 70.5% of a sale.
    storeForm({
      mode: 'reverse',
      targetKind: 'margin',
      target_margin: 80,
      product_cost: '5',
      charges: { ...DEFAULT_FORM.charges, currency_conversion_rate: { on: true, rate: '20' } },
    });
    setup();
    expect(await screen.findByRole('slider', { name: 'Target margin' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    await userEvent.click(submit('Calculate Required Price'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No price for this target');
    expect(alert).toHaveTextContent(
      'No price reaches an 80% margin in United States: percentage fees take 29.5% of every sale, so the margin stays below 70.5%.',
    );
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });

  it('fills costs and price from a preset without showing its values', async () => {
    setup({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /Pro Seller Tools/ }));
    // The tools' code comes on demand (lazyPanel): the first opening waits for it.
    const preset = await screen.findByRole('button', { name: /Handmade jewelry/ });
    expect(preset).not.toHaveTextContent(/\d/);
    await userEvent.click(preset);
    expect(field('Selling price')).toHaveValue('38');
    expect(field('Product cost')).toHaveValue('8');
    expect(field('Packaging cost')).toHaveValue('1.5');
    expect(field('Additional costs')).toHaveValue('1');
    expect(field('Shipping cost')).toHaveValue('4.5');
    expect(field('Printing cost')).toHaveValue('0');
  });

  it('suggests five prices around the selling price; choosing one makes it the price', async () => {
    setup({ signedIn: true });
    await fill({ 'Selling price': '20' });
    await userEvent.click(screen.getByRole('button', { name: /Pro Seller Tools/ }));
    const choices = await screen.findAllByRole('button', { name: /use it as the selling price$/ });
    // Each name starts with the words on the button (WCAG 2.5.3), with no aria-label to differ from them.
    expect(choices.map((b) => b.getAttribute('aria-label'))).toEqual([null, null, null, null, null]);
    ['$16.99', '$18.99', '$20.99', '$22.99', '$24.99'].forEach((price, i) =>
      expect(choices[i]).toHaveAccessibleName(
        new RegExp(`^\\${price} about \\$\\d+\\.\\d\\d after fees ?: use it as the selling price$`),
      ),
    );
    expect(screen.getByText(/List at/)).toHaveTextContent('List at $25.00: at 20% off buyers pay $20.00.');
    await userEvent.click(choices[3]!);
    expect(field('Selling price')).toHaveValue('22.99');
  });

  it('opens Advanced mode from the Display toggle, at its own address, and remembers the choice', async () => {
    window.history.replaceState(null, '', '/');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    setup();
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(window.location.search).toBe('?mode=advanced&tab=dashboard');
    expect(window.localStorage.getItem('margin.calculator.view')).toBe('advanced');
  });
});

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

const SCENARIOS_KEY = 'margin.calculator.scenarios';
const storedScenarios = () =>
  JSON.parse(window.localStorage.getItem(SCENARIOS_KEY)!) as Record<string, unknown>[];
const savedEntry = (id: string, name: string, form: Partial<CalculatorForm> = {}, country = 'US') => ({
  id,
  name,
  savedAt: '2025-11-01T10:00:00.000Z',
  country,
  form: { ...DEFAULT_FORM, ...form },
});

async function saveAs(name: string) {
  await userEvent.clear(screen.getByRole('textbox', { name: 'Scenario name' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Scenario name' }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

async function deleteScenario(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete scenario?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('CalculatorSection: saved scenarios are never lost', () => {
  it('keeps what another tab saved when this tab saves or deletes', async () => {
    setup();
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
    // Another tab saves after this one has read the list.
    window.localStorage.setItem(SCENARIOS_KEY, JSON.stringify([savedEntry('other', 'From the other tab')]));

    await fill({ 'Selling price': '25' });
    await saveAs('Silver ring');
    expect(storedScenarios().map((s) => s.name)).toEqual(['Silver ring', 'From the other tab']);
    expect(screen.getByText('From the other tab')).toBeInTheDocument();

    await deleteScenario('Silver ring');
    await waitFor(() => expect(storedScenarios().map((s) => s.name)).toEqual(['From the other tab']));
  });

  it('lists what another tab saves or deletes as it happens', () => {
    setup();
    act(() => {
      window.localStorage.setItem(SCENARIOS_KEY, JSON.stringify([savedEntry('other', 'Gold hoops')]));
      window.dispatchEvent(new StorageEvent('storage', { key: SCENARIOS_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Open Gold hoops' })).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(SCENARIOS_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: SCENARIOS_KEY }));
    });
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
  });

  it('asks before replacing a scenario of the same name, letter case aside', async () => {
    window.localStorage.setItem(
      SCENARIOS_KEY,
      JSON.stringify([savedEntry('ring', 'Silver ring', { selling_price: '25' })]),
    );
    setup();
    await fill({ 'Selling price': '30' });
    await saveAs('silver RING ');
    const dialog = await screen.findByRole('dialog', { name: 'Replace saved scenario?' });
    expect(dialog).toHaveTextContent('“Silver ring” is already saved on this device.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedScenarios()).toEqual([savedEntry('ring', 'Silver ring', { selling_price: '25' })]);
    expect(screen.getByRole('textbox', { name: 'Scenario name' })).toHaveValue('silver RING ');
    expect(screen.queryByText(/on this device\.$/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Replace saved scenario?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(storedScenarios()).toHaveLength(1));
    expect(storedScenarios()[0]).toMatchObject({ name: 'silver RING', form: { selling_price: '30' } });
    expect(await screen.findByText('Saved “silver RING” on this device.')).toBeInTheDocument();
  });

  it('says so when the device refuses to store a scenario, and keeps the name to try again', async () => {
    setup();
    const storage = window.localStorage;
    const setItem = storage.setItem.bind(storage);
    const refuse = vi.spyOn(storage, 'setItem').mockImplementation((key: string, value: string) => {
      if (key === SCENARIOS_KEY) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      setItem(key, value);
    });
    // happy-dom's storage is one object for the whole file: put it back even if an assertion fails.
    onTestFinished(() => refuse.mockRestore());
    await fill({ 'Selling price': '25' });
    await saveAs('Silver ring');
    expect(
      await screen.findByText('Could not save on this device: storage is full or blocked.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Saved “/)).toBeNull();
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Scenario name' })).toHaveValue('Silver ring');
  });

  it('leaves the entries it cannot read in storage when saving and deleting', async () => {
    const future = savedEntry('future', 'From a newer version', {}, 'ZZ');
    window.localStorage.setItem(SCENARIOS_KEY, JSON.stringify([future, savedEntry('ring', 'Silver ring')]));
    setup();
    expect(screen.queryByText('From a newer version')).toBeNull();

    await saveAs('Gold hoops');
    expect(storedScenarios().map((s) => s.id)).toEqual([expect.any(String), 'ring', 'future']);
    await deleteScenario('Silver ring');
    await deleteScenario('Gold hoops');
    await waitFor(() => expect(storedScenarios()).toEqual([future]));
  });
});

describe('CalculatorSection: FAQ', () => {
  it('lists the quick FAQ under the saved scenarios, closed until asked', async () => {
    setup();
    const section = screen.getByRole('button', { name: /Frequently asked questions/ });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    const question = await screen.findByRole('button', { name: QUICK_FAQ[0]!.question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((b) => b.textContent)).toEqual(
      QUICK_FAQ.map((entry) => entry.question),
    );
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});

// Nothing is calculated without what the mode needs, and no old result outlives its inputs.
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
describe('CalculatorSection: presets', () => {
  it('sets the whole order, says what it reset, and keeps the country, target and annual revenue', async () => {
    storeForm({
      selling_price: '19',
      quantity: '3',
      discount_rate: '10',
      vat_rate: '20',
      vat_included: true,
      gift_wrap_cost: '2',
      marketing_ads_cost: '1.5',
      annual_revenue: '12000',
      free_shipping: true,
      has_offsite_ads: true,
      charges: { ...DEFAULT_FORM.charges, currency_conversion_rate: { on: true, rate: '2.5' } },
    });
    setup({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /Pro Seller Tools/ }));
    expect(await screen.findByText(/A preset starts a fresh order/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Handmade jewelry/ }));
    expect(
      await screen.findByText(
        'Price and costs filled in from “Handmade jewelry”. Also reset: quantity 1, no discount, no VAT, ' +
          'no gift wrap, no ad spend, free shipping off, offsite ads off, optional charges off.',
      ),
    ).toBeInTheDocument();

    await openAdvancedOptions();
    expect(field('Selling price')).toHaveValue('38');
    expect(field('Quantity')).toHaveValue('1');
    expect(field('Discount rate')).toHaveValue('0');
    expect(field('VAT rate')).toHaveValue('0');
    expect(field('Gift wrap cost')).toHaveValue('0');
    expect(field('Marketing ads cost')).toHaveValue('0');
    expect(field('Annual revenue')).toHaveValue('12,000');
    for (const name of [/^VAT included/, /^Free shipping/, /^Offsite ads/, /^Currency conversion/])
      expect(screen.getByRole('switch', { name })).not.toBeChecked();

    await userEvent.click(submit());
    const { input, result } = await calculated();
    expect(input).toMatchObject({
      selling_price: 38,
      quantity: 1,
      discount_rate: 0,
      vat_rate: 0,
      vat_included: false,
      gift_wrap_cost: 0,
      marketing_ads_cost: 0,
      annual_revenue: 12000,
      free_shipping: false,
      has_offsite_ads: false,
    });
    expect(input).not.toHaveProperty('currency_conversion_rate');
    // core's presets test works this one out by hand: 23.01 in the US
    expect(result.profitAnalysis.netProfit).toBe(23.01);
  });

  it('in reverse mode fills the costs and keeps the target', async () => {
    storeForm({ mode: 'reverse', target_profit: '12' });
    setup({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /Pro Seller Tools/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Heavy item/ }));
    expect(
      await screen.findByText('Costs filled in from “Heavy item”; your target stays.'),
    ).toBeInTheDocument();
    expect(field('Target profit')).toHaveValue('12');
    expect(field('Shipping cost')).toHaveValue('22');
  });
});

// The Pro Seller Tools follow core's one access rule (core spec §6): trial and Pro sellers only.
describe('CalculatorSection: who may use the Pro Seller Tools', () => {
  function setupAs(who: 'visitor' | 'expired') {
    window.localStorage.setItem('margin.country', 'US');
    return renderWithAccount(
      <>
        <CalculatorSection />
        <AccountSignIn />
      </>,
      {
        session: who === 'visitor' ? null : stored,
        handlers: {
          'calc.countries': () => countriesMap(),
          'subscription.status': () => trialOver,
        },
      },
    );
  }

  it('a visitor is asked to start the free trial, and its button opens the trial sign-in', async () => {
    setupAs('visitor');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' })); // the greeting sign-in
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: /Pro Seller Tools.*Trial or Pro/ }));
    const refusal = screen.getByRole('region', { name: 'Part of Pro' });
    expect(refusal).toHaveTextContent('Start your free 7-day trial to use this feature.');
    expect(screen.queryByRole('button', { name: /Handmade jewelry/ })).toBeNull();
    expect(screen.queryByRole('slider', { name: 'Sale discount' })).toBeNull();

    await userEvent.click(within(refusal).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByRole('heading', { name: 'Start your 7-day free trial' })).toBeInTheDocument();
  });

  it('an expired seller is asked to upgrade, and its button opens the payment dialog', async () => {
    const { api } = setupAs('expired');
    await waitFor(() => expect(api.inputsOf('subscription.status')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: /Pro Seller Tools.*Trial or Pro/ }));
    const refusal = screen.getByRole('region', { name: 'Part of Pro' });
    expect(refusal).toHaveTextContent('Your trial has expired. Upgrade to Pro to use this feature.');
    expect(screen.queryByRole('button', { name: /Handmade jewelry/ })).toBeNull();

    await userEvent.click(within(refusal).getByRole('button', { name: 'Upgrade - $2.99/year' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
  });
});

// Polish: quantities read with their thousands grouped, and the small details a seller notices.
describe('CalculatorSection: polish', () => {
  it('groups the thousands of a quantity (1,000)', async () => {
    setup();
    await fill({ 'Selling price': '2' });
    await openAdvancedOptions();
    await userEvent.type(field('Quantity'), '1000');
    expect(field('Quantity')).toHaveValue('1,000');
    await userEvent.click(submit());
    expect((await calculated()).input.quantity).toBe(1000);
  });

  it('shows the sale and bundle discounts in their labels, with no bubble over them', async () => {
    setup({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /Pro Seller Tools/ }));
    const slider = await screen.findByRole('slider', { name: 'Bundle discount' });
    const label = screen.getByText('Bundle discount').closest('label')!;
    expect(label).toHaveTextContent(/^Bundle discount10%$/);
    expect(screen.getByText('Sale discount').closest('label')).toHaveTextContent(/^Sale discount20%$/);

    await userEvent.hover(slider);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(label).toHaveTextContent(/^Bundle discount15%$/);
    expect(document.querySelector('.mantine-Slider-label')).toBeNull();
  });

  it('clears the scenario-name error as soon as the seller types a name', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Scenario name' });
    expect(screen.getByText('Please enter a name for this scenario')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'S');
    expect(screen.queryByText('Please enter a name for this scenario')).toBeNull();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });
});
