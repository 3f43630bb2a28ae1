import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { TProductInput } from '@margin/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { captureDownloads, setup } from './multi-product-test-support';

const field = (label: string) => screen.getByLabelText(label);

async function typeInto(label: string, value: string) {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), value);
}

beforeEach(async () => {
  notifications.clean();
  window.localStorage.setItem('margin.country', 'DE');
  await activateLocale('de');
});

afterEach(() => activateLocale('en'));

describe('the multi-product table in German', () => {
  it('heads the table, prices a row and sums the range in German, taking German amounts', async () => {
    setup([]);
    await screen.findByLabelText('Name von Produkt 1');
    expect(screen.getByRole('heading', { name: 'Verkäufer-Tools', level: 2 })).toBeInTheDocument();
    expect(screen.getByTestId('multi-product-empty')).toHaveTextContent('Noch keine gespeicherten Produkte.');
    const headings = within(screen.getByRole('table', { name: 'Deine Produkte' }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Produktname',
      'Produktkosten',
      'Druck',
      'Versand',
      'Marge %',
      'Verkaufspreis',
      'Aktionen',
    ]);

    await typeInto('Produktkosten für Produkt 1', '12,5');
    expect(field('Produktkosten für Produkt 1')).toHaveValue('12,5');
    const row = within(screen.getByRole('rowgroup', { name: 'Produkt 1' }));
    expect(row.getByText('Einfacher Vorschlag (30 %, ohne Gebühren)')).toBeInTheDocument();
    // 12.50 ÷ 0.7 = 17.857…: the spec's suggestion, fees ignored, in euros as Germans write them.
    expect(row.getByText('17,86 €')).toBeInTheDocument();
    expect(row.getByText('Preis nach Gebühren')).toBeInTheDocument();
    expect(row.getAllByRole('button', { name: /^Diesen Preis nehmen \(/ })).toHaveLength(1);

    const summary = within(screen.getByRole('region', { name: 'Gesamtübersicht' }));
    expect(summary.getByText('Produkte gesamt').nextElementSibling).toHaveTextContent('1');
    expect(summary.getByText('Durchschnittliche Marge').nextElementSibling).toHaveTextContent('30,0 %');
    expect(summary.getByText('Möglicher Gesamtumsatz').nextElementSibling).toHaveTextContent(/^\d+,\d\d €$/);
  });

  it('reports the save and exports the CSV with German headings and file name', async () => {
    const files = captureDownloads();
    const api = setup([]);
    await screen.findByLabelText('Name von Produkt 1');
    await typeInto('Produktkosten für Produkt 1', '4');
    await typeInto('Verkaufspreis für Produkt 1', '9,90');
    await userEvent.click(screen.getByRole('button', { name: 'Alle Produkte speichern' }));

    expect(
      await screen.findByText('Speichern abgeschlossen! Erfolgreich gespeichert: 1/1 Produkte'),
    ).toBeInTheDocument();
    expect(screen.getByText('Gespeichert: Unbenanntes Produkt')).toBeInTheDocument();
    expect(api.inputsOf('products.create').map((input) => (input as TProductInput).selling_price)).toEqual([
      9.9,
    ]);
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^produkte-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(screen.getByText(`Deine Produkte wurden nach ${files[0]!.name} exportiert.`)).toBeInTheDocument();
    const [header, line] = (await files[0]!.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/^Name,Produktkosten,Druckkosten,Versandkosten,/);
    expect(header).toMatch(/,Offsite-Ads-Gebühr eingerechnet$/);
    // The cells stay plain numbers a spreadsheet can add up; the words are German.
    expect(line).toMatch(/^Unbenanntes Produkt,4\.00,.*,9\.90,EUR,.*,DE,Nein$/);
  });

  it('says what needs fixing in German', async () => {
    setup([]);
    await screen.findByLabelText('Name von Produkt 1');
    await typeInto('Produktkosten für Produkt 1', '5');
    await typeInto('Marge % für Produkt 1', '95');
    await userEvent.click(screen.getByRole('button', { name: 'Alle Produkte speichern' }));
    expect(await screen.findByText('Verkaufspreis: Pflichtangabe.')).toBeInTheDocument();
    expect(
      screen.getByText('Ein Wert muss vor dem Speichern korrigiert werden: Er ist in der Tabelle markiert.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^Kein Preis erreicht 95 % Marge nach Gebühren \(Deutschland\):/).length).toBe(
      1,
    );
  });
});
