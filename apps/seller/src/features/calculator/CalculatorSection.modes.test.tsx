// The calculator's modes and tools: reverse mode, presets, price suggestions, who may use the Pro Seller Tools, polish.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { countriesMap } from '@margin/core';
import { stored, trialOver } from '../../test/account-fixtures';
import { renderWithAccount } from '../../test/render-with-account';
import { CalculatorSection } from './CalculatorSection';
import { DEFAULT_FORM } from './form';
import { AccountSignIn } from '../../test/AccountSignIn';
import {
  calculated,
  cleanUpCalculatorTest,
  field,
  fill,
  openAdvancedOptions,
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
    await userEvent.click(await screen.findByRole('button', { name: /Handmade jewelry/ }));
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
