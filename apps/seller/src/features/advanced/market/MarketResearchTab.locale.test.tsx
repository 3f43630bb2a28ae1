import { screen, within } from '@testing-library/react';
import { sampleMarketInsights } from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/language';
import { stored } from '../../../test/account-fixtures';
import { FakeApiError, type FakeHandler } from '../../../test/fake-api';
import { renderWithAccount } from '../../../test/render-with-account';
import { MarketResearchTab } from './MarketResearchTab';

function setup(
  handler: FakeHandler = (input) => sampleMarketInsights((input as { keywords: string }).keywords),
) {
  return renderWithAccount(<MarketResearchTab />, {
    session: stored,
    handlers: { 'sales.marketInsights': handler },
  });
}

afterEach(() => activateLocale('en'));

describe('market research in German', () => {
  it('shows the price range, the seller’s price, trends and competitors in German, with German money', async () => {
    window.localStorage.setItem(
      'margin.calculator.lastPrice',
      JSON.stringify({ selling_price: 24, currency: 'USD' }),
    );
    await activateLocale('de');
    setup();
    expect(screen.getByRole('heading', { name: 'Marktanalyse', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Suchbegriffe/ })).toHaveValue('handmade');
    expect(screen.getByRole('button', { name: 'Analysieren' })).toBeInTheDocument();

    const range = await screen.findByRole('region', { name: 'Preisspanne' });
    expect(range).toHaveTextContent('Für „handmade“');
    expect(range).toHaveTextContent('Niedrigpreis15,99 $');
    expect(range).toHaveTextContent('Durchschnitt28,50 $');
    expect(range).toHaveTextContent('Premiumpreis45,00 $');
    expect(screen.getAllByText('Beispiel-Marktdaten').length).toBeGreaterThan(0);

    const yours = screen.getByRole('region', { name: 'Dein berechneter Preis' });
    expect(yours).toHaveTextContent('24,00 $');
    expect(yours).toHaveTextContent('Unter dem Durchschnitt');
    expect(yours).toHaveTextContent(
      '4,50 $ unter dem Marktdurchschnitt von 28,50 $: Vielleicht kannst du deinen Preis anheben.',
    );
    expect(
      screen.getByText(
        'Die meisten Angebote zu „handmade“ verkaufen sich zwischen 15,99 $ und 45,00 $, im Schnitt für 28,50 $. Die Nachfrage ist stabil: Bleib nahe am Durchschnitt und punkte mit Fotos, Bewertungen und Lieferzeit.',
      ),
    ).toBeInTheDocument();

    const trends = screen.getByRole('region', { name: 'Gefragte Suchbegriffe' });
    const jewelry = within(trends).getByText('handmade jewelry').closest('li')!;
    expect(jewelry).toHaveTextContent('Ø 34,75 $');
    expect(jewelry).toHaveTextContent('gefragt');
    const shops = screen.getByRole('region', { name: 'Top-Konkurrenz' });
    expect(shops).toHaveTextContent('4,9 Sterne · 1.284 Bewertungen');
  });

  it('says in German when the market data could not be loaded, naming the Refresh Data button as it reads', async () => {
    await activateLocale('de');
    setup(() => {
      throw new FakeApiError(500, 'down');
    });
    expect(
      await screen.findByText(
        'Die Marktdaten konnten gerade nicht geladen werden: Die eingebauten Beispieldaten werden angezeigt. Tippe auf „Daten aktualisieren“, um es noch einmal zu versuchen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dein berechneter Preis' })).toHaveTextContent(
      'Noch keine Berechnung. Berechne einen Preis im Rechner, dann erscheint er hier.',
    );
  });
});
