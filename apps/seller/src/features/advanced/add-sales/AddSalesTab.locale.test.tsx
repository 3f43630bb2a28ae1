import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { stored } from '../../../test/account-fixtures';
import { renderWithAccount } from '../../../test/render-with-account';
import { record } from '../test-fixtures';
import { AddSalesTab } from './AddSalesTab';

function setup() {
  window.localStorage.setItem('margin.country', 'DE');
  window.history.replaceState(null, '', '/?mode=advanced&tab=add-sales');
  return renderWithAccount(<AddSalesTab />, {
    session: stored,
    handlers: { 'sales.create': () => record({ currency: 'EUR' }) },
  });
}

const input = (name: RegExp) => screen.getByRole('textbox', { name });

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await activateLocale('en');
});

describe('Add Sales in German', () => {
  it('names each missing field in German', async () => {
    await activateLocale('de');
    setup();
    expect(screen.getByRole('heading', { name: 'Verkaufsdaten hinzufügen', level: 2 })).toBeInTheDocument();
    await userEvent.clear(input(/Menge/));
    await userEvent.click(screen.getByRole('button', { name: 'Verkauf hinzufügen' }));
    expect(await screen.findByText('Produktname: Pflichtangabe')).toBeInTheDocument();
    expect(screen.getByText('Verkaufspreis: Pflichtangabe')).toBeInTheDocument();
    expect(screen.getByText('Menge: Pflichtangabe')).toBeInTheDocument();
  });

  it('takes German amounts (12,50), shows the profit in German money and sends the numbers', async () => {
    await activateLocale('de');
    const { api } = setup();
    await userEvent.type(input(/Produktname/), 'Silberring');
    await userEvent.type(input(/Verkaufspreis/), '1.250,5');
    await userEvent.type(input(/Gesamtkosten/), '12,50');
    await userEvent.clear(input(/Menge/));
    await userEvent.type(input(/Menge/), '2');
    expect(input(/Verkaufspreis/)).toHaveValue('1.250,5');
    expect(screen.getByTestId('sale-profit')).toHaveTextContent('2.488,50 €');
    expect(screen.getByText('Gewinn bei diesem Verkauf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verkauf hinzufügen' }));
    await waitFor(() =>
      expect(api.inputsOf('sales.create')).toMatchObject([
        {
          product_name: 'Silberring',
          selling_price: 1250.5,
          total_costs: 12.5,
          quantity: 2,
          currency: 'EUR',
        },
      ]),
    );
    expect(await screen.findByText('Verkauf erfolgreich hinzugefügt!')).toBeInTheDocument();
  });
});
