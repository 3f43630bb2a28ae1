import { afterEach, describe, expect, it } from 'vitest';
import {
  convertFromUsd,
  exchangeRates,
  installRates,
  RATES_AS_OF,
  ratesAsOf,
  ratesTable,
  resetRates,
} from '@margin/core';
import { installKeptRates, tableFromServer } from './exchange-rates';

afterEach(() => {
  resetRates();
  window.localStorage.clear();
});

/** The bundled table with the pound moved and a later date, as the server hands it out after a feed refresh. */
function laterServerAnswer() {
  const table = ratesTable();
  installRates({
    ...table,
    as_of: '2099-03-01',
    rates: { ...table.rates, GBP: '0.812345', KRW: '1402.776595' },
  });
  const answer = exchangeRates();
  resetRates();
  return answer;
}

describe('the server’s exchange rates in the browser', () => {
  it('installs the server’s answer to the same conversions, every decimal kept', () => {
    const answer = laterServerAnswer();
    const table = tableFromServer(answer);
    expect(table.rates.GBP).toBe('0.812345');
    expect(table.rates.KRW).toBe('1402.776595');
    expect(installRates(table)).toBe(true);
    expect(exchangeRates()).toEqual(answer);
    expect(convertFromUsd(20, 'GBP')).toBe(16);
  });

  it('starts from the table the device kept, and from the bundled one when that entry is damaged', () => {
    window.localStorage.setItem(
      'margin.exchange-rates',
      JSON.stringify(tableFromServer(laterServerAnswer())),
    );
    installKeptRates();
    expect(ratesAsOf()).toBe('2099-03-01');
    resetRates();
    window.localStorage.setItem('margin.exchange-rates', '{"as_of":');
    installKeptRates();
    expect(ratesAsOf()).toBe(RATES_AS_OF);
  });
});
