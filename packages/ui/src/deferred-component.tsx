import { useEffect, useState, type ComponentType } from 'react';
import { loadCode } from './code-loading';
import { whenIdle } from './when-idle';

export interface DeferredComponent<P extends object> {
  /** Fetches the code (once; again after a failure). */
  load: () => Promise<unknown>;
  /**
   * Whether the component can be drawn: true once `wanted` and its code is here. A load that failed is tried again
   * when `retry` changes (a dialog's `opened`, say).
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
    useEffect(() => {
      if (!wanted || loaded !== null) return;
      let active = true;
      fetchOnce().then(
        () => active && arrived((count) => count + 1),
        () => undefined,
      );
      return () => {
        active = false;
      };
    }, [wanted, retry]);
    return wanted && loaded !== null;
  }

  function Component(props: P) {
    if (loaded === null) throw new Error('A deferred component was drawn before its code was here.');
    const Loaded = loaded;
    return <Loaded {...props} />;
  }

  return { load: fetchOnce, useReady, Component };
}

/**
 * For the host of what is shown on request (notifications, dialogs opened by a call), whose code is not in the first
 * download: true once its code is here. It is fetched when the browser is idle after the first paint, or at once
 * when `subscribe` reports a request (`pending()`: one made before this was mounted). A fetch that failed is tried
 * again at the next request.
 */
export function useHostOnRequest<P extends object>(
  host: DeferredComponent<P>,
  pending: () => boolean,
  subscribe: (onRequest: () => void) => () => void,
): boolean {
  const [requests, setRequests] = useState(0);
  const [idle, setIdle] = useState(false);
  useEffect(() => subscribe(() => setRequests((count) => count + 1)), [subscribe]);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return host.useReady(idle || requests > 0 || pending(), requests);
}
