import { screen } from '@testing-library/react';
import { RATES_AS_OF } from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { renderWithMantine as render } from '../../test/render';
import { RatesNote } from './RatesNote';

const daysAfterRates = (days: number) => new Date(Date.parse(`${RATES_AS_OF}T12:00:00Z`) + days * 86_400_000);

afterEach(() => activateLocale('en'));

describe('RatesNote', () => {
  it('dates the converted figures for a seller paid in pounds, and warns once the rates are over 30 days old', () => {
    const { unmount } = render(<RatesNote currency="GBP" now={daysAfterRates(10)} />);
    expect(
      screen.getByText(new RegExp(`converted at the exchange rates of ${RATES_AS_OF}\\.$`)),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Old exchange rates/)).toBeNull();
    unmount();
    render(<RatesNote currency="GBP" now={daysAfterRates(45)} />);
    expect(screen.getByText(/Old exchange rates/)).toBeInTheDocument();
    expect(screen.getByText(/These rates are 45 days old/)).toBeInTheDocument();
  });

  it('says nothing to a seller paid in dollars: nothing is converted', () => {
    render(<RatesNote currency="USD" now={daysAfterRates(400)} />);
    expect(screen.queryByText(/exchange rates/)).toBeNull();
  });

  it('warns a seller reading German in German, with the date as German writes it', async () => {
    await activateLocale('de');
    render(<RatesNote currency="EUR" now={daysAfterRates(45)} />);
    expect(screen.getByText('Alte Wechselkurse.')).toBeInTheDocument();
    // '3. Okt. 2025', not the ISO date English shows.
    expect(
      screen.getByText(/zu den Wechselkursen vom \d{1,2}\. \p{L}+\.? \d{4} umgerechnet\./u),
    ).toBeInTheDocument();
    expect(screen.getByText(/Diese Kurse sind 45 Tage alt/)).toBeInTheDocument();
  });
});
