import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { stored } from '../../../test/account-fixtures';
import type { FakeHandler } from '../../../test/fake-api';
import { renderWithAccount } from '../../../test/render-with-account';
import { LOCAL_ANALYTICS, listOf, record } from '../test-fixtures';
import { DashboardTab } from './DashboardTab';

function setup(handlers: Record<string, FakeHandler>, locked = false) {
  return renderWithAccount(<DashboardTab locked={locked} onLockedAction={() => undefined} />, {
    session: stored,
    handlers: { 'sales.list': () => listOf([]), ...handlers },
  });
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => activateLocale('en'));

describe('the dashboard in German', () => {
  it('says its totals, changes, months and metrics in German, with German money', async () => {
    await activateLocale('de');
    setup({ 'sales.analytics': () => LOCAL_ANALYTICS });
    expect(await screen.findByRole('region', { name: 'Gesamtumsatz' })).toHaveTextContent('431,00 $');
    expect(card('Gesamtumsatz')).toHaveTextContent('+15,0 %Okt vs. Sep');
    expect(card('Gesamtgewinn')).toHaveTextContent('231,00 $');
    expect(card('Bestellungen gesamt')).toHaveTextContent('+25,0 %');
    expect(screen.getByRole('heading', { name: 'Verkaufs-Dashboard', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Juni 2026 – Nov. 2026 · Beträge in USD')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Umsatz, Gewinn und Bestellungen pro Monat, in USD' });
    expect(within(table).getByRole('row', { name: /Okt\. 2026/ })).toHaveTextContent(
      'Okt. 2026230,00 $130,00 $5',
    );
    const metrics = screen.getByRole('region', { name: 'Kennzahlen' });
    expect(metrics).toHaveTextContent('Durchschnittlicher Bestellwert43,10 $');
    expect(metrics).toHaveTextContent('Gewinnmarge53,6 %');
    expect(metrics).toHaveTextContent('Umsatz, Okt vs. Sep');
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toHaveTextContent('Letzte 6 Monate');
    expect(screen.getByRole('button', { name: 'Verkaufsdaten hinzufügen' })).toBeInTheDocument();
  });

  it('marks the sample figures in German', async () => {
    await activateLocale('de');
    setup({}, true);
    expect(await screen.findByText('Beispieldaten: nicht dein Shop')).toBeInTheDocument();
    expect(card('Gesamtumsatz')).toHaveTextContent('12.800,00 $+15 %ggü. Vormonat (Beispiel)');
    expect(card('Kennzahlen')).toHaveTextContent('+15,2 %Beispielwert');
  });

  it("lists the seller's records with German headings, dates and money, and confirms a delete in German", async () => {
    await activateLocale('de');
    setup({
      'sales.analytics': () => LOCAL_ANALYTICS,
      'sales.list': () => listOf([record({ selling_price: 1234.5 })], 'r1', 3),
    });
    const records = await screen.findByRole('region', { name: 'Deine Verkäufe' });
    await within(records).findByText('Silver ring');
    expect(records).toHaveTextContent('1 von 3 Verkäufen');
    const headings = within(records)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Datum', 'Produkt', 'Preis', 'Menge', 'Kosten', 'Gewinn', 'Aktionen']);
    expect(within(records).getByRole('row', { name: /Silver ring/ })).toHaveTextContent(
      '4. Okt. 2026Silver ring1.234,50 $210,00 $40,00 $',
    );
    expect(within(records).getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
    await userEvent.click(within(records).getByRole('button', { name: 'Silver ring, 4. Okt. 2026 löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Diesen Verkauf löschen?' });
    expect(confirm).toHaveTextContent(
      'Silver ring, 4. Okt. 2026: 2 × 1.234,50 $. Das Dashboard zählt ihn dann nicht mehr.',
    );
    expect(within(confirm).getByRole('button', { name: 'Behalten' })).toBeInTheDocument();
  });
});
