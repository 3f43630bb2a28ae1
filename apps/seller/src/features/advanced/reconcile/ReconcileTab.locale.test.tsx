import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  generatedLedger,
  ledgerReconciliation,
  statementCsv,
  unknownLedgerEntry,
  type GenOrder,
} from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { STATUS } from '../../marketplace/test-fixtures';
import { renderTool } from '../csv-tools/csv-tools-test-support';
import { shopMonths } from './reconcile-form';

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

/**
 * The server's answer for the shop's month: a ledger type Margin does not know, 3 orders past the payments read,
 * and a warning of a newer server, whose key this app does not know.
 */
function shopAnswer(month: string) {
  const { entries, payments } = generatedLedger(SOLD, { country: 'US', month });
  const mystery = unknownLedgerEntry(entries[0]!);
  const answer = ledgerReconciliation(
    { entries: [...entries, mystery], payments, unreadPayments: 3 },
    { month, country_code: 'US', vat_registered: false, regulatory_fee: true },
  );
  return {
    shop_name: 'ClayAndLinen',
    ...answer,
    warnings: [...answer.warnings, 'A sentence from a newer server.'],
    warning_messages: [...answer.warning_messages, { key: 'newerWarning', args: [1] }],
    fetched_at: '2026-11-25T09:30:00.000Z',
    expires_at: '2026-11-25T10:00:00.000Z',
  };
}

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

  it('says the shop month’s warnings in German, and as the server wrote them in English', async () => {
    await activateLocale('de');
    renderTool('reconcile', {
      handlers: {
        'etsy.status': () => STATUS.connected,
        'etsy.reconcile': (input) => shopAnswer((input as { month: string }).month),
      },
    });
    const choice = await screen.findByRole('radiogroup', { name: 'Datenquelle' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'Aus meinem Shop' }));
    expect(screen.getByRole('combobox', { name: 'Monat' })).toHaveValue(shopMonths(new Date())[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Abgleichen' }));

    const warnings = await screen.findByTestId('csv-warnings');
    expect(warnings).toHaveTextContent(
      /Zeile \d+: „Mystery charge \(mystery_charge\)“ ist keine Zeilenart, die Margin kennt; sie zählt nur bei den Auszahlungen\./,
    );
    expect(warnings).toHaveTextContent(
      '3 Bestellungen des Monats nach den ersten 50 haben ihre Bearbeitungsgebühr aus den Buchungen des Zahlkontos: Margin liest höchstens 50 Zahlungen pro Monat.',
    );
    // A key this app does not know: the server's English sentence.
    expect(warnings).toHaveTextContent('A sentence from a newer server.');
    expect(warnings).not.toHaveTextContent('is not a kind of row');

    await activateLocale('en');
    expect(warnings).toHaveTextContent(
      /Row \d+: 'Mystery charge \(mystery_charge\)' is not a kind of row Margin knows; it is counted in the deposits only\./,
    );
    expect(warnings).toHaveTextContent(
      '3 orders of the month beyond the first 50 have their processing fee from the ledger: Margin reads at most 50 payments a month.',
    );
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
