import type { MessageDescriptor } from '@lingui/core';
import { deferredComponent } from '@margin/ui';
import { Loader } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import { useLingui } from '../../i18n/runtime';

/** True from the first render where `opened` is: a part once opened stays on the page. */
function useOpenedOnce(opened: boolean): boolean {
  const [wanted, setWanted] = useState<boolean>(opened);
  if (opened && !wanted) setWanted(true);
  return wanted;
}

/**
 * A dialog whose code is not in the first download: the calculator opens without it, and it is fetched when the
 * browser is idle after the first paint (or when it is first opened, if that comes sooner; a fetch that fails,
 * offline, is tried again at the next opening). Until it is first opened, nothing is rendered. Then it is mounted
 * closed and opened on the next render, because Mantine's dialogs note what had the focus (to give it back on
 * closing) only when `opened` changes, not when they mount open. From then on it stays mounted, so its closing
 * transition and its focus return work as with a dialog imported directly. `openProp` names the prop that asks
 * for it open.
 */
export function lazyDialog<K extends string, P extends { [key in K]: boolean }>(
  load: () => Promise<ComponentType<P>>,
  openProp: K,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const dialog = deferredComponent(load);
  function OpenedOnceMounted(props: P) {
    const [mounted, setMounted] = useState(false);
    // The point is a second render: the dialog must be on the page closed before it is asked open (above).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    useEffect(() => setMounted(true), []);
    return <dialog.Component {...props} {...{ [openProp]: mounted && props[openProp] }} />;
  }
  function LazyDialog(props: P) {
    const opened = props[openProp];
    const ready = dialog.useReady(useOpenedOnce(opened), opened);
    return ready ? <OpenedOnceMounted {...props} /> : null;
  }
  // For a dialog that opens with the page: its fetch can start before the first render.
  return Object.assign(LazyDialog, { preload: dialog.load });
}

/**
 * The body of a block that opens and closes (a Disclosure), out of the first download: nothing until the block is
 * first opened, its code fetched when the browser is idle before that, and a small spinner named `loadingLabel`
 * in the rare case it is opened before its code is here.
 */
export function lazyPanel<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel: MessageDescriptor,
): ComponentType<P & { opened: boolean }> {
  const panel = deferredComponent(load);
  function LazyPanel({ opened, ...props }: P & { opened: boolean }) {
    const { _ } = useLingui();
    const wanted = useOpenedOnce(opened);
    const ready = panel.useReady(wanted, opened);
    if (!wanted) return null;
    return ready ? <panel.Component {...(props as P)} /> : <Loader size="sm" aria-label={_(loadingLabel)} />;
  }
  return LazyPanel;
}
