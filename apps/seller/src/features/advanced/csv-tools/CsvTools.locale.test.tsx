import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { expectFigures, figure, fileLine, renderTool, run } from './csv-tools-test-support';

/** Our cost sheet template: one healthy listing, one warning, one critical. */
const AUDIT_CSV = [
  'listing_title,current_price,quantity,base_cost',
  'Stoneware mug,28.00,12,9.50',
  'Linen tea towel,14.00,30,8.75',
  'Beeswax candle,9.00,40,7.00',
].join('\n');

/** Our listings template: one listing on target, one below it with high shipping, one without a price. */
const LISTINGS_CSV = [
  'title,sku,current_price,quantity,shipping_price,material_cost,packaging_cost,shipping_to_you',
  'Stoneware mug,MUG-01,28.00,12,6.00,8.00,1.00,0.50',
  'Linen tea towel,TOWEL-02,14.00,30,5.00,8.00,0.75,0.50',
  'Tote bag,TOTE-03,,5,4.00,3.00,0.50,0',
].join('\n');

/** Our orders template: a profitable order, a loss-making one and a refund of the first. */
const ORDERS_CSV = [
  'order_id,order_date,item_title,quantity,item_price,cost_per_item',
  '7001,2026-03-14,Clay mug,2,1200.00,6.00',
  '7002,2026-03-15,Clay bowl,1,10.00,9.00',
  '7001,2026-03-20,Clay mug,1,-20.00,',
].join('\n');

async function pasteInGerman(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Oder CSV-Daten einfügen' });
  await userEvent.click(box);
  await userEvent.paste(text);
}

afterEach(() => activateLocale('en'));

describe('the CSV tools in German', () => {
  it('shows the audit’s form in German, refuses empty data in German and audits in German', async () => {
    await activateLocale('de');
    renderTool('break-even-audit');
    expect(await screen.findByRole('heading', { name: 'Preisprüfung', level: 2 })).toBeInTheDocument();
    const sources = screen.getByRole('tablist', { name: 'Quelle der Preisprüfung' });
    expect(within(sources).getByRole('tab', { name: /Marktplatz verbinden/ })).toHaveTextContent(
      'Freigabe ausstehend',
    );
    const form = screen.getByRole('form', { name: 'Preisprüfung' });
    expect(within(form).getByRole('heading', { name: 'Deine Datei' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(within(form).getByText('Leg deine CSV-Datei hier ab')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^Land/ })).toHaveValue('🇺🇸 Vereinigte Staaten (USD)');
    expect(
      within(form).getByRole('textbox', { name: /Durchschnittliche Grundkosten pro Artikel/ }),
    ).toHaveValue('5');
    expect(within(form).getByText(/Leer zählt als 5,00 \$\./)).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Rechnet die Offsite-Ads-Gebühr ein: 15 % der Bestellung (12 % ab 10.000,00 $ im Jahr), höchstens 100,00 $',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Vorlage herunterladen' })).toBeInTheDocument();

    await run('Prüfung starten');
    expect(await screen.findByText('Bitte lade CSV-Daten hoch oder füg sie ein')).toBeInTheDocument();

    await pasteInGerman(AUDIT_CSV);
    await run('Prüfung starten');
    expect(await fileLine()).toHaveTextContent(
      'Die Vorlage für die Preisprüfung — 3 Zeilen gelesen, alle analysiert',
    );
    expect(screen.getByText('Gebühren für Vereinigte Staaten, in USD')).toBeInTheDocument();
    expectFigures({
      'Geprüfte Angebote': '3',
      'Durchschnittliche Marge': '29,1 %',
      Kritisch: 'Marge unter 15 %',
    });
    expect(figure('Möglicher Gesamtgewinn')).toHaveTextContent(/\d+,\d\d \$/);
    const table = screen.getByRole('table', { name: 'Geprüfte Angebote' });
    expect(within(table).getByRole('columnheader', { name: /^Preis bei 25\s%$/ })).toBeInTheDocument();
    const mug = within(table).getByText('Stoneware mug').closest('tr')!;
    expect(mug).toHaveTextContent('Zeile 2');
    expect(mug).toHaveTextContent('12 auf Lager');
    expect(mug).toHaveTextContent('28,00 $');
    expect(mug).toHaveTextContent('Gesund');
    expect(mug).toHaveTextContent('Kosten aus der Datei');
    expect(screen.getByRole('radio', { name: 'Zustand: kritische zuerst' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
  });

  it('prices listings in German: figures, flags, price actions and the high shipping note', async () => {
    await activateLocale('de');
    renderTool('bulk-price-updater');
    const margin = await screen.findByRole('textbox', { name: /Zielmarge/ });
    // The fraction in the seller's way of writing numbers.
    expect(margin).toHaveValue('0,4');
    expect(screen.getByText(/Markt- und Premiumpreise liegen bei 25 % und 50 %\./)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Preise über dem Ziel senken/ })).not.toBeChecked();
    await pasteInGerman(LISTINGS_CSV);
    await run('Angebote analysieren');

    expect(await fileLine()).toHaveTextContent('Die Angebotsvorlage — 3 Zeilen gelesen, 2 analysiert');
    expectFigures({
      'Unter der Zielmarge': 'Unter deinem Ziel von 40 %',
      'Durchschnittliche Marge': '28,4 %',
      'Mögliches Plus': '274,80 $',
      'Neue Preise': '1 höher',
      'Standardkosten verwendet': '0 von 2',
    });
    const table = screen.getByRole('table', { name: 'Neue Preise je Angebot' });
    expect(within(table).getByRole('columnheader', { name: /^Ziel \(40\s%\)$/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^Markt \(25\s%\)$/ })).toBeInTheDocument();
    const towel = within(table).getByText('Linen tea towel').closest('tr')!;
    expect(towel).toHaveTextContent('SKU TOWEL-02');
    expect(towel).toHaveTextContent('Unter der Zielmarge');
    expect(towel).toHaveTextContent('Versand über 30 % des Preises');
    expect(towel).toHaveTextContent('Auf Ziel anheben');
    expect(towel).toHaveTextContent('Transaktion');
    expect(screen.getByTestId('high-shipping-note')).toHaveTextContent(
      'Hoher Versandanteil (30 %): Der Versand (was der Käufer zahlt plus was du für die Lieferung deines Materials zahlst) beträgt mehr als 30 % des Artikelpreises.',
    );
    expect(screen.getByTestId('csv-errors')).toHaveTextContent('1 Zeile konnte nicht analysiert werden');
    expect(
      screen.getByRole('button', { name: 'Im Format der Angebotsdatei exportieren' }),
    ).toBeInTheDocument();
  });

  it('analyses orders in German: summary, flags, refunds and the sales records card', async () => {
    await activateLocale('de');
    renderTool('orders-analysis');
    expect(await screen.findByRole('textbox', { name: /Porto pro Bestellung/ })).toHaveAttribute(
      'placeholder',
      'Keine',
    );
    expect(screen.getByText(/Artikelpositionen darunter werden markiert\./)).toBeInTheDocument();
    await pasteInGerman(ORDERS_CSV);
    await run('Bestellungen analysieren');

    expect(await fileLine()).toHaveTextContent('Die Bestellvorlage — 3 Zeilen gelesen');
    expectFigures({
      Bestellungen: '2 Artikelpositionen',
      Bruttoumsatz: '2.390,00 $',
      Rückerstattungen: '1 Zeile: keine Gebühren oder Kosten',
      'Unter Break-even': 'Artikelpositionen mit Verlust',
    });
    const table = screen.getByRole('table', { name: 'Analysierte Bestellpositionen' });
    const bowl = within(table).getByText('Clay bowl').closest('tr')!;
    expect(bowl).toHaveTextContent('Bestellung 7002');
    expect(bowl).toHaveTextContent('15. März 2026');
    expect(bowl).toHaveTextContent('Einstellung 0,20 $');
    expect(bowl).toHaveTextContent('Verlust gemacht');
    expect(screen.getByTestId('refunds-note')).toHaveTextContent(
      '1 Zeile mit negativem Betrag. Für Rückerstattungen und Korrekturen fallen keine Gebühren oder Kosten an',
    );
    const records = screen.getByRole('region', { name: 'Deine Verkäufe' });
    expect(
      within(records).getByRole('button', {
        name: 'Diese Bestellungen zu meinen Verkaufseinträgen hinzufügen',
      }),
    ).toBeInTheDocument();
    expect(records).toHaveTextContent('2 Bestellungen');
  });

  it('refuses a file that is not CSV in German', async () => {
    await activateLocale('de');
    renderTool('orders-analysis');
    const zone = await screen.findByRole('group', { name: 'CSV-Datei' });
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'photo.png', { type: 'image/png' })], types: ['Files'] },
    });
    expect(await screen.findByText('Bitte lade eine CSV-Datei hoch')).toBeInTheDocument();
  });
});
