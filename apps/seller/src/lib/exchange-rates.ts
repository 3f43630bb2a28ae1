import { installRates, ratesAsOf, type RatesTable } from '@margin/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useApiQuery } from '@margin/ui';
import { readLocal, writeLocal } from './local-store';

/**
 * The browser converts the dollar fees at the rates the server uses (GET /api/rates), not only at those bundled
 * with the app: the server refreshes them from the reference-rate feed. The last table is kept on the device, so
 * an offline calculation uses the newest rates this device has seen.
 */
const KEY = 'exchange-rates';
const listeners = new Set<() => void>();

/** The server's answer (rates as numbers with at most 6 decimals) as the table the engine installs. */
export function tableFromServer(
  answer: Omit<RatesTable, 'rates'> & { rates: Record<string, number> },
): RatesTable {
  return {
    as_of: answer.as_of,
    source: answer.source,
    source_url: answer.source_url,
    // A 6-decimal rate survives the trip through a double: toFixed(6) gives its digits back.
    rates: Object.fromEntries(Object.entries(answer.rates).map(([code, rate]) => [code, rate.toFixed(6)])),
  };
}

function install(table: RatesTable): boolean {
  if (table.as_of === ratesAsOf() || !installRates(table)) return false;
  listeners.forEach((listener) => listener());
  return true;
}

/** Before the first render: the newest table this device kept, if newer than the bundled one. */
export function installKeptRates(): void {
  const kept = readLocal(KEY);
  if (!kept) return;
  try {
    install(JSON.parse(kept) as RatesTable);
  } catch {
    // A damaged entry: the bundled rates stay in force, and the server's next answer replaces it.
  }
}

/** Installs the server's rates once they arrive, and keeps them on the device. */
export function useServerRates(): void {
  const query = useApiQuery((trpc) =>
    trpc.calc.rates.queryOptions(undefined, { staleTime: 6 * 60 * 60 * 1000, retry: 1 }),
  );
  useEffect(() => {
    if (!query.data) return;
    const table = tableFromServer(query.data);
    if (install(table)) writeLocal(KEY, JSON.stringify(table));
  }, [query.data]);
}

/** The date of the rates in force; components re-render when newer rates are installed. */
export function useRatesAsOf(): string {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, ratesAsOf);
}
