import type {
  MutationObserverOptions,
  QueryClient,
  QueryKey,
  QueryObserverOptions,
  QueryObserverResult,
} from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { AppRouter } from '@margin/api';
import { loadCode } from './code-loading';

/*
 * The typed API for both apps, with its data layer (TanStack Query and tRPC's client, api-runtime.tsx) out of the
 * seller's first download: this module imports their types only. The seller's calculator paints and works before
 * the layer is here; the fetch starts when the app starts, before its first render.
 * - What is drawn after the layer came (a dialog, a panel, a page: `deferredComponent`, `ApiBoundary`) uses it as
 *   usual: `useQuery(useTRPC().calc.usage.queryOptions())`, under TanStack Query's provider.
 * - What is on the first screen reaches it through `useApi()`: `useApiQuery` for a query, `ready()` for a call.
 * - An app that wants the layer from its first render (the admin app, the tests) gives its code to `createApiHandle`.
 */

export interface ApiOptions {
  /** '' for the same origin; the app's VITE_API_URL when deployed on its own. */
  apiBase: string;
  /** The signed-in session's bearer token, read on every request. */
  getAuthToken?: () => string | null;
  /** An app that reacts to every failed call (the admin app ends its session on a 401) brings its own. */
  queryClient?: QueryClient;
}

/** The data layer, once its code is here (api-runtime.tsx). */
export interface ApiRuntime {
  queryClient: QueryClient;
  client: TRPCClient<AppRouter>;
  trpc: TRPCOptionsProxy<AppRouter>;
  /** TanStack Query's provider over this runtime's client. */
  Providers: ComponentType<{ children: ReactNode }>;
  /** Watches a query (TanStack Query's observer): `listener` gets its state now and at every change. */
  observe: <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
    listener: (result: QueryObserverResult<TData, TError>) => void,
  ) => () => void;
  /** Runs a mutation through the query client's mutation cache (so its failure is seen as a hook's would be). */
  mutate: <TData, TError, TVariables, TContext>(
    options: MutationObserverOptions<TData, TError, TVariables, TContext>,
    variables: TVariables,
  ) => Promise<TData>;
}

export type CreateApiRuntime = (options: ApiOptions) => ApiRuntime;

/** One app's API: the runtime when its code is here, and a way to wait for it. */
export interface ApiHandle {
  runtime: () => ApiRuntime | null;
  /** The runtime, its code fetched if need be (again after a failed fetch). The same promise until it settles. */
  ready: () => Promise<ApiRuntime>;
  subscribe: (onArrival: () => void) => () => void;
}

/**
 * `create` is the runtime's code (`createApiRuntime` from `@margin/ui/api-runtime`) for an app that imports it with
 * its own; without it, the code is fetched now and the runtime made when it arrives.
 */
export function createApiHandle(options: ApiOptions, create?: CreateApiRuntime): ApiHandle {
  let runtime = create ? create(options) : null;
  let loading: Promise<ApiRuntime> | null = runtime ? Promise.resolve(runtime) : null;
  const listeners = new Set<() => void>();
  const ready = () =>
    (loading ??= loadCode(() => import('./api-runtime')).then(
      (code) => {
        const made = (runtime ??= code.createApiRuntime(options));
        for (const listener of listeners) listener();
        return made;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  if (!runtime) {
    // A failure is told to what waits for the API; the next wait fetches again.
    ready().catch(() => undefined);
    // The link to the server (trpc.ts loads it when the client is made) comes with it, not after it.
    import('./api-link').catch(() => undefined);
  }
  return {
    runtime: () => runtime,
    ready,
    subscribe: (onArrival) => {
      listeners.add(onArrival);
      return () => listeners.delete(onArrival);
    },
  };
}

/** What a component reads of the app's API: the runtime (null until its code is here) and a wait for it. */
export interface ApiAccess {
  runtime: ApiRuntime | null;
  ready: () => Promise<ApiRuntime>;
}

const ApiContext = createContext<ApiHandle | null>(null);
const noArrival = () => () => undefined;
const nothing = () => null;

/** The app's API; null where no app's providers are above. */
function useOptionalApi(): ApiAccess | null {
  const handle = useContext(ApiContext);
  const runtime = useSyncExternalStore(
    handle?.subscribe ?? noArrival,
    handle?.runtime ?? nothing,
    handle?.runtime ?? nothing,
  );
  return handle ? { runtime, ready: handle.ready } : null;
}

export function useApi(): ApiAccess {
  const api = useOptionalApi();
  if (!api) throw new Error('useApi() needs <AppProviders> above it');
  return api;
}

function useLoadedApi(): ApiRuntime {
  const { runtime } = useApi();
  if (!runtime)
    throw new Error('The API was used before its code was here: draw this part under an <ApiBoundary>.');
  return runtime;
}

/** tRPC's query and mutation options: `useQuery(useTRPC().calc.countries.queryOptions())`. */
export function useTRPC(): TRPCOptionsProxy<AppRouter> {
  return useLoadedApi().trpc;
}

/** tRPC's client, for a call chosen at run time (one dialog that runs any of several procedures). */
export function useTRPCClient(): TRPCClient<AppRouter> {
  return useLoadedApi().client;
}

/**
 * The API for the app below. What reads it from its first render (the admin app, the tests) gets TanStack Query's
 * provider above it all; an app whose API comes later (the seller) gets it around each part drawn after it came
 * (`ApiBoundary`, `deferredComponent`), never around what is already on the page, which it would remount.
 */
export function ApiProvider({ api, children }: { api: ApiHandle; children: ReactNode }) {
  const runtime = useSyncExternalStore(api.subscribe, api.runtime, api.runtime);
  const [atRoot] = useState(() => runtime);
  useEffect(() => {
    if (!runtime) return undefined;
    // Refetching on reconnect, for the queries of the first screen too, whatever parts are drawn.
    runtime.queryClient.mount();
    return () => runtime.queryClient.unmount();
  }, [runtime]);
  return (
    <ApiContext.Provider value={api}>
      {atRoot ? <atRoot.Providers>{children}</atRoot.Providers> : children}
    </ApiContext.Provider>
  );
}

/**
 * What is drawn below waits for the API (suspending to the nearest Suspense boundary) and gets TanStack Query's
 * provider: a page or a section whose code is fetched when it is opened.
 */
export function ApiBoundary({ children }: { children: ReactNode }) {
  const { runtime, ready } = useApi();
  // Suspense's own protocol: React draws this again when the promise settles. (React's `use` must then be called
  // on every render, and a promise it has not seen settle suspends once more even when it has.)
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!runtime) throw ready();
  return <runtime.Providers>{children}</runtime.Providers>;
}

/**
 * For a part drawn after the first paint (`deferredComponent`): whether the API is here (true where no app's
 * providers are above: nothing to wait for), a wait for it, and its providers around the part.
 */
export function useApiForPart(): {
  here: boolean;
  ready: () => Promise<unknown>;
  wrap: (part: ReactNode) => ReactNode;
} {
  const api = useOptionalApi();
  const runtime = api?.runtime ?? null;
  return {
    here: api === null || runtime !== null,
    ready: api?.ready ?? (() => Promise.resolve()),
    wrap: (part) => (runtime ? <runtime.Providers>{part}</runtime.Providers> : part),
  };
}

/** What a first-screen query shows: TanStack Query's fields that the first screen reads. */
export interface ApiQuery<TData> {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  /** Fetching with nothing to show yet (from the first render when enabled, the API's code not here yet included). */
  isLoading: boolean;
}

/**
 * `useQuery` for the first screen, which must not import TanStack Query's hooks (they would bring the data layer
 * into the first download): the query is watched from when the API is here. It is the same query in the same
 * cache as a `useQuery` of the same options elsewhere. `options` is called at every render; the query is watched
 * anew when its key or `enabled` change.
 */
export function useApiQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: (
    trpc: TRPCOptionsProxy<AppRouter>,
  ) => QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
  enabled = true,
): ApiQuery<TData> {
  const { runtime } = useApi();
  const current = runtime ? { ...options(runtime.trpc), enabled } : null;
  const identity = current ? JSON.stringify([current.queryKey, enabled]) : '';
  const [seen, setSeen] = useState<{ identity: string; result: QueryObserverResult<TData, TError> }>();
  useEffect(() => {
    if (!runtime || !current) return undefined;
    return runtime.observe(current, (result) => setSeen({ identity, result }));
    // The options are made anew at each render; the query is the same while its identity is.
  }, [runtime, identity]);
  const result = seen?.identity === identity ? seen.result : undefined;
  if (!result) return { data: undefined, error: null, isError: false, isLoading: enabled };
  return { data: result.data, error: result.error, isError: result.isError, isLoading: result.isLoading };
}
