import { countriesMap, guessCountryFromTimeZone, type TCountryInfo } from '@margin/core';
import { useCallback, useState } from 'react';
import { useApiQuery } from '@margin/ui';
import { useServerRates } from '../../lib/exchange-rates';
import { readLocal, writeLocal } from '../../lib/local-store';
import { apiFailure } from '../account/api-error';

export type CountryTable = Record<string, TCountryInfo>;

/**
 * Countries from the server, which owns the fee table (and, beside them, the exchange rates it converts at). When the server cannot be reached the app falls back
 * to the same table built into the app (so pricing works offline) and says so when the device is offline.
 */
export function useCountries(): { countries: CountryTable | undefined; offline: boolean; loading: boolean } {
  useServerRates();
  const query = useApiQuery((trpc) =>
    trpc.calc.countries.queryOptions(undefined, { staleTime: 60 * 60 * 1000, retry: 1 }),
  );
  if (query.data) return { countries: query.data, offline: false, loading: false };
  // The same built-in table either way; only a request that got no answer means the seller is offline (a busy
  // or rate-limited server answered, and saying 'offline' would be untrue).
  if (query.isError) {
    return { countries: countriesMap(), offline: apiFailure(query.error).network, loading: false };
  }
  return { countries: undefined, offline: false, loading: true };
}

const COUNTRY_KEY = 'country';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The seller's country: their last choice on this device, else a guess from the browser's time zone.
 * `linked` (a calculator link's country) wins for this visit without becoming the remembered choice.
 */
export function useSelectedCountry(linked?: string): [string, (code: string) => void] {
  const [code, setCode] = useState(
    () => linked ?? readLocal(COUNTRY_KEY) ?? guessCountryFromTimeZone(browserTimeZone()),
  );
  const choose = useCallback((next: string) => {
    setCode(next);
    writeLocal(COUNTRY_KEY, next);
  }, []);
  return [code, choose];
}
