// The results in German: the breakdowns, insights, formulas, sources and a CSV export read in the seller's
// language, with the amounts in German form; the English panel stays as it is (ResultsPanel.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCalculationInput } from '@margin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { stored } from '../../test/account-fixtures';
import { renderWithAccount } from '../../test/render-with-account';
import { calculated } from '../export/calculation.fixture';
import { ResultsPanel } from './ResultsPanel';

/** A German sale of three items at 1.234,56 € with gift wrap: every figure has thousands and cents. */
const GERMAN_SALE: TCalculationInput = {
  mode: 'forward',
  country: 'DE',
  selling_price: 1234.56,
  product_cost: 100,
  gift_wrap_cost: 2,
  free_shipping: true,
};

/**
 * Intl's German: a no-break space between a figure and its € or %. (Testing Library's text queries read it as
 * a space, so labels and paragraphs are found by plain spaces; an amount's own text keeps it.)
 */
const de = (text: string) => text.replace(/ (?=[€%])/g, '\u00a0');

function rowValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.parentElement?.querySelector('dd')?.textContent ?? null;
}

afterEach(() => {
  vi.restoreAllMocks();
  return activateLocale('en');
});

describe('ResultsPanel in German', () => {
  it('words the breakdowns, insights, formulas and sources in German, amounts as 1.234,56 €', async () => {
    await activateLocale('de');
    const { result, input } = calculated(GERMAN_SALE);
    renderWithAccount(<ResultsPanel result={result} input={input} />, { session: null });

    expect(await screen.findByRole('heading', { name: 'Umsatzaufstellung (EUR)' })).toBeInTheDocument();
    expect(rowValue('Bruttoumsatz')).toBe(de('1.236,56 €'));
    expect(rowValue('Einstellgebühr')).toBe(de('−0,17 €'));
    expect(rowValue('Transaktionsgebühr (6,5 %)')).toBe(de('−80,38 €'));
    expect(rowValue('Bearbeitungsgebühr (4 % + 0,30 €)')).toBe(de('−49,76 €'));
    expect(rowValue('Nettoumsatz')).toBe(de('1.106,25 €'));
    expect(rowValue('Produktkosten')).toBe(de('102,00 €'));
    expect(screen.getByRole('heading', { name: 'Kostenaufstellung' })).toBeInTheDocument();
    expect(screen.getByText('Größter Kostenpunkt')).toBeInTheDocument();
    expect(screen.getByText('Marktplatzgebühren')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deutschland (EUR): Einstellgebühr 0,17 € pro Artikel, Transaktionsgebühr 6,5 %, Bearbeitungsgebühr 4 % + 0,30 €',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Gross Revenue')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Rechenwege anzeigen' }));
    expect(screen.getByText('Gewinnberechnung')).toBeInTheDocument();
    expect(
      screen.getByText(
        '6,5 % × Artikel 1.234,56 € = 80,2464 € → 80,25 €; 6,5 % × Geschenkverpackung 2,00 € = 0,13 €; 80,25 € + 0,13 € = 80,38 €',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^0,20 \$ = 0,17 € \(zu [\d,]+ EUR pro USD, Kurse vom /)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Gebühren im Überblick' })).toHaveAttribute(
      'href',
      result.sources.etsyFeeBasics,
    );
  });

  it('exports a CSV in German, its file named in German', async () => {
    await activateLocale('de');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { result, input } = calculated(GERMAN_SALE);
    renderWithAccount(<ResultsPanel result={result} input={input} />, { session: stored });

    const files = await screen.findByRole('button', { name: 'CSV exportieren' });
    await userEvent.click(files);
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^margin-berechnung-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await blobs[0]!.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Abschnitt,Posten,Betrag,Währung,Prozent (%),Text');
    // Amounts stay numbers a spreadsheet reads in any language; the words and dates are German.
    expect(lines).toContain('Umsatzaufstellung (EUR),Bruttoumsatz,1236.56,EUR,,');
    expect(lines).toContain(`Bericht,Dein Gewinn,${result.profitAnalysis.netProfit.toFixed(2)},EUR,,`);
    expect(lines.find((line) => line.startsWith('Bericht,Datum,'))).toMatch(
      /^Bericht,Datum,,,,\d+\. \p{L}+ \d{4}$/u,
    );
    expect(lines).toContain('Wichtigste Erkenntnisse,Größter Kostenpunkt,,,,Marktplatzgebühren');
    expect(within(document.body).queryByText('Die CSV-Datei konnte nicht gespeichert werden')).toBeNull();
  });
});
