import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { i18n } from '../../../i18n/runtime';
import { answerCsvMessage, type CsvWorkerAnswer } from './csv-analysis';
import { captureDownloads, fileLine, paste, renderTool, run } from './csv-tools-test-support';

/** The paste box's label in German. */
const PASTE = 'Oder CSV-Daten einfügen';

/** A title with stray quotes inside its quotes (record 3), and a last title whose quote is never closed. */
const BROKEN_QUOTES = [
  'title,sku,current_price,quantity,shipping_price,material_cost,packaging_cost,shipping_to_you',
  'Stoneware mug,MUG-01,28.00,12,6.00,8.00,1.00,0.50',
  '"Tote "bag" large",TOTE-03,12.00,5,4.00,3.00,0.50,0',
  '"Linen tea towel,TOWEL-02,14.00,30,5.00,1.00,0,0',
].join('\n');

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

/** What core wrote about the file, in the language on screen: the row errors, the warnings, the advice. */
describe('the CSV tools’ sentences about the file in German', () => {
  it('audits with row errors, warnings and advice in German, and exports in German', async () => {
    await activateLocale('de');
    const files = captureDownloads();
    renderTool('break-even-audit');
    await paste(
      [
        'listing_title,current_price,quantity,base_cost',
        'Beeswax candle,9.00,40,8.00',
        'Tea cup,12.5.0,3,2.00',
        'Saucer,40.00,5,',
      ].join('\n'),
      PASTE,
    );
    await run('Prüfung starten');
    await fileLine();
    expect(screen.getByTestId('csv-errors')).toHaveTextContent(
      'Zeile 3, Spalte „current_price“: „12.5.0“ ist kein Geldbetrag.',
    );
    expect(screen.getByTestId('csv-warnings')).toHaveTextContent(
      '1 Angebot nutzt die Standardkosten pro Artikel: Die Datei nennt keine Kosten und kein gespeichertes Produkt passt nach SKU oder Titel.',
    );
    const table = screen.getByRole('table', { name: 'Geprüfte Angebote' });
    const candle = within(table).getByText('Beeswax candle').closest('tr')!;
    // Money and percents as German writes them.
    expect(candle).toHaveTextContent(
      'Jeder Verkauf bringt 0,31 $ Verlust. Heb den Preis auf mindestens 9,34 $ an, um den Break-even zu erreichen, oder auf 12,91 $ für eine Marge von 25 %.',
    );
    const saucer = within(table).getByText('Saucer').closest('tr')!;
    expect(saucer).toHaveTextContent(
      'Die Kosten sind die Standardkosten pro Artikel: Gib die echten Kosten ein, dann stimmt die Marge genau.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    const [header, candleRow] = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Angebots-ID,Angebotstitel,Währung,Aktueller Preis,Menge,Kosten pro Artikel,/);
    expect(candleRow).toContain('Kosten aus der Datei');
    expect(candleRow).toContain('Kritisch');
    expect(candleRow).toMatch(/"Jeder Verkauf bringt 0,31\s\$ Verlust\. Heb den Preis/);
  });

  it('prices listings with row errors and warnings in German', async () => {
    await activateLocale('de');
    renderTool('bulk-price-updater');
    await paste(
      [
        'title,sku,current_price,quantity,shipping_price,material_cost,packaging_cost,shipping_to_you',
        'Stoneware mug,MUG-01,28.00,12,6.00,8.00,1.00,0.50',
        'Tote bag,TOTE-03,,5,4.00,3.00,0.50,0',
        'Linen tea towel,TOWEL-02,14.00,30,5.00,,,',
        'Apron,APRON-04,€22.00,2,0,4.00,0,0',
      ].join('\n'),
      PASTE,
    );
    await run('Angebote analysieren');
    await fileLine();
    const errors = screen.getByTestId('csv-errors');
    expect(errors).toHaveTextContent('Zeile 3, Spalte „current_price“: ist leer.');
    expect(errors).toHaveTextContent(
      'Zeile 5, Spalte „current_price“: ist in EUR, aber die Analyse rechnet in USD (Vereinigte Staaten): Wähl das Land, in dessen Währung dein Shop ausgezahlt wird.',
    );
    expect(screen.getByTestId('csv-warnings')).toHaveTextContent(
      '1 Angebot nutzt die Standardkosten pro Artikel',
    );
  });

  it('says where the file’s quoting is broken in German', async () => {
    await activateLocale('de');
    renderTool('bulk-price-updater');
    await paste(BROKEN_QUOTES, PASTE);
    await run('Angebote analysieren');
    await fileLine();
    const warnings = screen.getByTestId('csv-warnings');
    expect(warnings).toHaveTextContent(
      'Datensatz 3: Ein Feld in Anführungszeichen hat ein Anführungszeichen an falscher Stelle.',
    );
    expect(warnings).toHaveTextContent('Datensatz 4: Ein Feld in Anführungszeichen wird nicht geschlossen.');
    expect(warnings).not.toHaveTextContent('Record');
  });

  it('has the worker say them in the language the page sends with its catalogue', async () => {
    await activateLocale('de');
    const language = { locale: i18n.locale, messages: i18n.messages };
    await activateLocale('en');
    const answers: CsvWorkerAnswer[] = [];
    await answerCsvMessage(
      {
        id: 1,
        request: { tool: 'listings', file: new Blob([BROKEN_QUOTES]), options: { country: 'US' } },
        language,
      },
      (answer) => answers.push(answer),
    );
    const head = answers.find((answer) => answer.type === 'head');
    expect(head?.type === 'head' && 'warnings' in head.result && head.result.warnings).toContain(
      'Datensatz 4: Ein Feld in Anführungszeichen wird nicht geschlossen.',
    );
  });

  it('analyses orders with row errors, warnings and recommendations in German', async () => {
    await activateLocale('de');
    renderTool('orders-analysis');
    await paste(
      [
        'order_id,order_date,item_title,quantity,item_price,cost_per_item',
        '7001,2026-03-14,Clay mug,2,1200.00,6.00',
        '7002,2026-03-15,Clay bowl,1,10.00,',
        '7003,13/45/26,Clay plate,1,30.00,5.00',
        '7001,2026-03-20,Clay mug,1,-20.00,',
      ].join('\n'),
      PASTE,
    );
    await run('Bestellungen analysieren');
    await fileLine();
    expect(screen.getByTestId('csv-errors')).toHaveTextContent(
      'Zeile 4, Spalte „order_date“: „13/45/26“ ist kein Kalenderdatum (Monat zuerst: MM/TT/JJ).',
    );
    expect(screen.getByTestId('csv-warnings')).toHaveTextContent(
      '1 Artikelposition nutzt die Standardkosten pro Artikel',
    );
    const advice = screen.getByRole('region', { name: 'Empfehlungen' });
    expect(advice).toHaveTextContent(
      /Die Gebühren des Marktplatzes betrugen [\d.]+,\d\d \$, \d+,?\d* % des Bruttoumsatzes\./,
    );
    expect(advice).toHaveTextContent('1 Rückerstattung oder Korrektur hat 20,00 $ zurückgegeben');
    expect(advice).toHaveTextContent(
      /von 2 Artikelpositionen (liegt|liegen) unter deiner Zielmarge von 40 %\./,
    );
  });
});
