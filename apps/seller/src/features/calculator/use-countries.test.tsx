import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, FakeApiError, FakeNetworkDown, renderWithApi } from '../../test/fake-api';
import { useCountries } from './use-countries';

function Probe() {
  const { countries, offline, loading } = useCountries();
  if (loading) return <p>loading</p>;
  return <p>{`${Object.keys(countries ?? {}).length} countries, ${offline ? 'offline' : 'online'}`}</p>;
}

describe('useCountries', () => {
  it('falls back to the built-in table and says offline only when no answer came', async () => {
    renderWithApi(
      <Probe />,
      createFakeApi({
        'calc.countries': () => {
          throw new FakeNetworkDown();
        },
      }),
    );
    expect(await screen.findByText(/countries, offline$/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('does not claim the seller is offline when the server answered with a refusal (rate limit)', async () => {
    renderWithApi(
      <Probe />,
      createFakeApi({
        'calc.countries': () => {
          throw new FakeApiError(429, 'Too many requests. Please wait a moment and try again.');
        },
      }),
    );
    expect(await screen.findByText(/countries, online$/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
