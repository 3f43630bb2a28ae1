import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** Runs `task` once the browser has nothing better to do; the returned function cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari before 18 has no requestIdleCallback: a moment after the first paint will do.
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}

/**
 * A dialog whose code is not in the first download: the calculator opens without it, and it is fetched when the
 * browser is idle after the first paint (or when it is first opened, if that comes sooner; a prefetch that fails,
 * offline, is simply tried again then). Until it is first opened, nothing is rendered. Then it is mounted closed and
 * opened on the next render, because Mantine's dialogs note what had the focus (to give it back on closing) only
 * when `opened` changes, not when they mount open. From then on it stays mounted, so its closing transition and its
 * focus return work as with a dialog imported directly. `openProp` names the prop that asks for it open.
 */
export function lazyDialog<K extends string, P extends { [key in K]: boolean }>(
  load: () => Promise<ComponentType<P>>,
  openProp: K,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function OpenedOnceMounted(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return <Dialog {...props} {...{ [openProp]: mounted && props[openProp] }} />;
  }
  function LazyDialog(props: P) {
    const opened: boolean = props[openProp];
    const [wanted, setWanted] = useState<boolean>(opened);
    if (opened && !wanted) setWanted(true);
    useEffect(() => (wanted ? undefined : whenIdle(() => void load().catch(() => undefined))), [wanted]);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <OpenedOnceMounted {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
