import { CALCULATOR_QUERY_PARAMS, COUNTRIES, prefillFromQuery, type CalculatorPrefill } from '@margin/core';

/** Core spec §9: a calculation asked for by the address runs this long after the page opens. */
export const PREFILL_DELAY_MS = 1000;

/** The calculation the address asks for, if any (core spec §2.4). */
export function readPrefill(search: string = window.location.search): CalculatorPrefill | null {
  return prefillFromQuery(search);
}

/**
 * The country a link asks for: its `country`, else the first country paying out in its `curr` (the shared
 * view's links carry both; a hand-written one may carry only the currency).
 */
export function prefillCountry(prefill: CalculatorPrefill | null): string | undefined {
  if (!prefill) return undefined;
  if (prefill.country) return prefill.country;
  return prefill.currency ? COUNTRIES.find((c) => c.currency === prefill.currency)?.code : undefined;
}

/**
 * Takes the calculator's parameters out of the address bar, so a reload does not run the link again; other
 * parameters (the payment return flag, for one) are left for whoever reads them.
 */
export function removePrefillFromAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): void {
  const params = new URLSearchParams(location.search);
  for (const name of [...new Set(params.keys())])
    if (CALCULATOR_QUERY_PARAMS.includes(name)) params.delete(name);
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
}
