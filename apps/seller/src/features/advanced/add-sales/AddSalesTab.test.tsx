import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stored } from '../../../test/account-fixtures';
import { FakeApiError, type FakeHandler } from '../../../test/fake-api';
import { renderWithAccount } from '../../../test/render-with-account';
import { record } from '../test-fixtures';
import { ADD_SALES_TEXTS, AddSalesTab } from './AddSalesTab';

function setup(handlers: Record<string, FakeHandler> = {}, country = 'US') {
  window.localStorage.setItem('margin.country', country);
  window.history.replaceState(null, '', '/?mode=advanced&tab=add-sales');
  return renderWithAccount(<AddSalesTab />, {
    session: stored,
    handlers: { 'sales.create': () => record(), ...handlers },
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

const input = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillSale({ price = '19.99', costs = '12.50', quantity = '3' } = {}) {
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-01-15' } });
  await userEvent.type(input(/Product name/), 'Silver ring');
  await userEvent.type(input(/Selling price/), price);
  await userEvent.type(input(/Total costs/), costs);
  await userEvent.clear(input(/Quantity/));
  await userEvent.type(input(/Quantity/), quantity);
}

describe('Add Sales', () => {
  it('asks for every field, naming each, and sends nothing', async () => {
    const { api } = setup();
    await userEvent.clear(input(/Quantity/));
    await userEvent.click(screen.getByRole('button', { name: 'Add Sale' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Selling price is required')).toBeInTheDocument();
    expect(screen.getByText('Total costs is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required')).toBeInTheDocument();
    expect(api.inputsOf('sales.create')).toEqual([]);
  });

  it('refuses a date in the future, as the server would', async () => {
    setup();
    await fillSale();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Sale' }));
    expect(await screen.findByText('Date cannot be in the future')).toBeInTheDocument();
  });

  it('shows the profit as typed, exact to the cent, in the calculator’s currency', async () => {
    setup({}, 'GB');
    await fillSale({ price: '0.10', costs: '0.20', quantity: '3' });
    expect(screen.getByTestId('sale-profit')).toHaveTextContent('£0.10');
    await userEvent.clear(input(/Total costs/));
    await userEvent.type(input(/Total costs/), '1');
    expect(screen.getByTestId('sale-profit')).toHaveTextContent('-£0.70');
  });

  it('sends the sale with the currency, says so, and goes back to the dashboard', async () => {
    const { api } = setup();
    await fillSale();
    expect(screen.getByTestId('sale-profit')).toHaveTextContent('$47.47');
    await userEvent.click(screen.getByRole('button', { name: 'Add Sale' }));
    await waitFor(() =>
      expect(api.inputsOf('sales.create')).toEqual([
        {
          date: '2026-01-15',
          product_name: 'Silver ring',
          selling_price: 19.99,
          total_costs: 12.5,
          quantity: 3,
          currency: 'USD',
        },
      ]),
    );
    expect(await screen.findByText(ADD_SALES_TEXTS.added)).toBeInTheDocument();
    expect(window.location.search).toBe('?mode=advanced&tab=dashboard');
  });

  it("says the spec's failure message with the server's sentence, and stays", async () => {
    setup({
      'sales.create': () => {
        throw new FakeApiError(400, 'You can keep up to 100,000 sales records.');
      },
    });
    await fillSale();
    await userEvent.click(screen.getByRole('button', { name: 'Add Sale' }));
    expect(
      await screen.findByText(
        'Error adding sales record. Please try again. You can keep up to 100,000 sales records.',
      ),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?mode=advanced&tab=add-sales');
  });
});
