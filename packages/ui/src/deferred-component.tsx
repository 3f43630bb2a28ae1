import { useEffect, useState, type ComponentType } from 'react';
import { useApiForPart } from './api-context';
import { loadCode } from './code-loading';
import { whenIdle } from './when-idle';

export interface DeferredComponent<P extends object> {
  /** Fetches the code (once; again after a failure). */
  load: () => Promise<unknown>;
  /** Starts fetching the code without waiting for it: for what a seller is about to ask for. */
  preload: () => void;
  /**
   * Whether the component can be drawn: true once `wanted` and its code is here. Until it is wanted, its code is
   * fetched when the browser is idle after the first paint (a prefetch that fails, offline, is simply tried again
   * when it is wanted). A load that failed is tried again when `retry` changes (a dialog's `opened`, say).
   */
  useReady: (wanted: boolean, retry?: unknown) => boolean;
  /** The component itself; draw it only when `useReady` says so. */
  Component: ComponentType<P>;
}

/**
 * A part whose code is not in the first download (a dialog, a panel, a menu), drawn once its code is here. Its
 * arrival is kept in state, not given to React.lazy and Suspense: React holds back what a Suspense boundary reveals
 * until 300 ms after the last fallback it showed (its FALLBACK_THROTTLE_MS), so with React.lazy a dialog's first
 * opening took a third of a second even with its code fetched long before (the phone's menu: 337 ms, against 22 ms
 * the second time). Here, code that is already here is drawn in the same render.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (pending ??= loadCode(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function useReady(wanted: boolean, retry?: unknown): boolean {
    const [, arrived] = useState(0);
    // The part may use the API: it is drawn once the data layer is here too (api-context.tsx).
    const api = useApiForPart();
    const ready = wanted && loaded !== null && api.here;
    useEffect(() => {
      if (wanted || loaded !== null) return undefined;
      return whenIdle(() => void fetchOnce().catch(() => undefined));
    }, [wanted]);
    useEffect(() => {
      // Keyed to what this render saw, not to `loaded` now: code that came between the render and this effect
      // (a prefetch ending then) must still bring the render that draws it.
      if (!wanted || ready) return;
      let active = true;
      Promise.all([fetchOnce(), api.ready()]).then(
        () => active && arrived((count) => count + 1),
        () => undefined,
      );
      return () => {
        active = false;
      };
      // `api.ready` is the app's, the same for the page's life.
    }, [wanted, ready, retry]);
    return ready;
  }

  function Component(props: P) {
    const api = useApiForPart();
    if (loaded === null) throw new Error('A deferred component was drawn before its code was here.');
    const Loaded = loaded;
    return api.wrap(<Loaded {...props} />);
  }

  const preload = () => {
    // A failure (offline) is met again, and shown, when the part is wanted.
    if (loaded === null) fetchOnce().catch(() => undefined);
  };

  return { load: fetchOnce, preload, useReady, Component };
}

/**
 * For the host of what is shown on request (notifications, dialogs opened by a call), whose code is not in the first
 * download: true once it has been asked for and its code is here. Its code is fetched when the browser is idle after
 * the first paint, or at once when `subscribe` reports a request (`pending()`: one made before this was mounted). A
 * fetch that failed is tried again at the next request. Once the host is drawn, requests are its own business.
 */
export function useHostOnRequest<P extends object>(
  host: DeferredComponent<P>,
  pending: () => boolean,
  subscribe: (onRequest: () => void) => () => void,
): boolean {
  const [requests, setRequests] = useState(0);
  const ready = host.useReady(requests > 0 || pending(), requests);
  useEffect(() => {
    if (ready) return undefined;
    const asked = () => setRequests((count) => count + 1);
    const unsubscribe = subscribe(asked);
    // One asked for between the render and this subscription was told to nobody.
    if (pending()) asked();
    return unsubscribe;
  }, [ready, pending, subscribe]);
  return ready;
}
