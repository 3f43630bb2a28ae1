import { useQuery } from '@tanstack/react-query';
import { ApiBoundary, AppProviders, deferredComponent, useApi, useApiQuery, useTRPC } from '@margin/ui';
import { createFakeApi } from '@margin/ui/fake-api';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The seller's data layer (TanStack Query and tRPC's client, @margin/ui api-runtime.tsx) is not in its first
// download: the first screen paints without it, and nothing on it is drawn again when it comes. Its code is held
// here until the test lets it through (the module loads once per test file, so one test walks the whole way).
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock('@margin/ui/api-runtime', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const mounts = { firstScreen: 0 };
/** As the app's countries query: answered once, then fresh for the page's life (a stale one is asked again). */
const FRESH = { staleTime: 60 * 60 * 1000 };

/** A first-screen part: a query through `useApiQuery` and a call through `ready()`. */
function FirstScreen() {
  const countries = useApiQuery((trpc) => trpc.calc.countries.queryOptions(undefined, FRESH));
  const { ready } = useApi();
  useEffect(() => {
    mounts.firstScreen += 1;
  }, []);
  return (
    <>
      <p>
        {countries.isLoading ? 'Loading countries' : `Countries: ${Object.keys(countries.data!).join(' ')}`}
      </p>
      <button
        type="button"
        onClick={() =>
          void ready().then((api) =>
            api.mutate(api.trpc.calc.track.mutationOptions(), { mode: 'forward', country: 'US' }),
          )
        }
      >
        Track
      </button>
    </>
  );
}

/** A part drawn after the first paint, using TanStack Query's hook as the lazy screens do. */
function UsageLine() {
  const usage = useQuery(useTRPC().calc.countries.queryOptions(undefined, FRESH));
  return <p>Part: {usage.data ? 'answered' : 'asking'}</p>;
}
const part = deferredComponent(() => Promise.resolve(UsageLine));
function PartHost() {
  return part.useReady(true) ? <part.Component /> : <p>Part not drawn</p>;
}

function Page() {
  useQuery(useTRPC().calc.countries.queryOptions(undefined, FRESH));
  return <p>Page drawn</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the seller's data layer, after the first paint", () => {
  it('paints the first screen without it, draws what needs it once it is here, and remounts nothing', async () => {
    const api = createFakeApi({ 'calc.countries': () => ({ US: {}, GB: {} }), 'calc.track': () => null });
    vi.stubGlobal('fetch', api.fetch);
    // In act, so that the effects of a render that suspends (the page) run before the test goes on.
    await act(async () => {
      render(
        <AppProviders apiBase="http://api.test" env="test">
          <FirstScreen />
          <PartHost />
          <Suspense fallback={<p>Page waiting</p>}>
            <ApiBoundary>
              <Page />
            </ApiBoundary>
          </Suspense>
        </AppProviders>,
      );
    });
    expect(screen.getByText('Loading countries')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Track' }).click();
    // Held: nothing that needs the layer is drawn, and no call has left.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Part not drawn')).toBeInTheDocument();
    expect(screen.getByText('Page waiting')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();

    gate.open();
    // Its code is transformed on first import here: slow on a loaded machine.
    expect(await screen.findByText('Countries: US GB', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Part: answered')).toBeInTheDocument();
    expect(await screen.findByText('Page drawn')).toBeInTheDocument();
    // The call asked for before the layer came is made once it is here; the query is asked once for all three.
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('calc.track'));
    expect(api.calls.filter((call) => call.path === 'calc.countries')).toHaveLength(1);
    expect(mounts.firstScreen).toBe(1);
  });
});
