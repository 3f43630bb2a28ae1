import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statementCsv, type GenOrder } from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { STATUS } from '../../marketplace/test-fixtures';
import { renderTool } from '../csv-tools/csv-tools-test-support';

const SOLD: GenOrder[] = [
  {
    id: '3101',
    day: 4,
    lines: [{ title: 'Stoneware mug', listingId: '9001', price: 2_500, quantity: 1 }],
    shipping: 450,
    tax: 0,
    offsite: false,
  },
];
/** A British statement with a row whose date cannot be read and one of a kind Margin does not know. */
const STATEMENT = [
  statementCsv(SOLD, { country: 'GB', language: 'en' }),
  'September 30 2024,Mystery,Something,,GBP,--,-£1.00,-£1.00,',
  'not a date,Fee,Processing fee,Order #3101,GBP,--,-£0.10,-£0.10,',
].join('\n');

afterEach(() => activateLocale('en'));

describe('the Reconcile tab in German', () => {
  it('shows an expired seller the promo in German', async () => {
    await activateLocale('de');
    renderTool('reconcile', { who: 'expired' });
    const promo = (await screen.findByRole('heading', { name: 'Abgleichen', level: 2 })).closest('section')!;
    expect(promo).toHaveTextContent(
      'Deine Testphase ist vorbei. Pro schaltet alle erweiterten Tools für $2.99 im Jahr frei.',
    );
    expect(within(promo).getByRole('button', { name: 'Jetzt freischalten' })).toBeInTheDocument();
  });

  it('offers a visitor the trial in German', async () => {
    await activateLocale('de');
    renderTool('reconcile', { who: 'visitor' });
    const promo = (await screen.findByRole('heading', { name: 'Abgleichen', level: 2 })).closest('section')!;
    expect(promo).toHaveTextContent('Starte deine kostenlose 7-tägige Testphase, um es zu nutzen.');
  });

  it('writes the row errors and warnings, names the countries and the file in German', async () => {
    await activateLocale('de');
    renderTool('reconcile');
    await screen.findByRole('heading', { name: 'Abgleichen', level: 2 });
    const country = screen.getByRole('combobox', { name: 'Land' });
    await userEvent.selectOptions(country, '🇬🇧 Vereinigtes Königreich (GBP)');
    const statement = screen.getByRole('group', { name: 'Monatsabrechnung' });
    // A file that is not CSV is refused in German.
    fireEvent.drop(statement, {
      dataTransfer: { files: [new File(['x'], 'photo.png', { type: 'image/png' })], types: ['Files'] },
    });
    expect(await screen.findByText('Bitte lade eine CSV-Datei hoch')).toBeInTheDocument();
    fireEvent.drop(statement, {
      dataTransfer: {
        files: [new File([STATEMENT], 'statement.csv', { type: 'text/csv' })],
        types: ['Files'],
      },
    });
    expect(screen.getByRole('group', { name: 'Monatsabrechnung' })).toHaveTextContent(
      /statement\.csv\d+ Byte · auf diesem Gerät gelesen/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abgleichen' }));

    const errors = await screen.findByTestId('csv-errors', {}, { timeout: 15_000 });
    expect(errors).toHaveTextContent('1 Zeile konnte nicht gelesen werden');
    expect(errors).toHaveTextContent(/Zeile \d+, Spalte Datum: „not a date“ ist kein Datum\./);
    const warnings = screen.getByTestId('csv-warnings');
    expect(warnings).toHaveTextContent('Gut zu wissen');
    expect(warnings).toHaveTextContent(
      /Zeile \d+: „Something“ ist keine Zeilenart, die Margin kennt; sie zählt nur bei den Auszahlungen\./,
    );
    expect(
      screen.getByRole('region', { name: 'Bestellungen der Abrechnung: seitlich scrollen' }),
    ).toBeInTheDocument();
  });

  it('reconciles from the shop in German', async () => {
    await activateLocale('de');
    renderTool('reconcile', { handlers: { 'etsy.status': () => STATUS.notConnected } });
    const choice = await screen.findByRole('radiogroup', { name: 'Datenquelle' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'Aus meinem Shop' }));
    const card = screen.getByRole('heading', { name: 'Verbinde deinen Etsy-Shop', level: 3 }).parentElement!;
    expect(within(card).getByRole('button', { name: 'Shop verbinden' })).toBeInTheDocument();
  });
});
