import type { ModalSettings, OpenConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { deferredComponent, useHostOnRequest } from './deferred-component';
import type { ModalsConnection } from './ModalsHost';

const host = deferredComponent(() => import('./ModalsHost').then((module) => module.ModalsHost));

export const MODALS_LOAD_FAILED = 'Could not open this dialog. Please reload the app.';

type Modals = NonNullable<Parameters<ModalsConnection>[0]>;
type Opening = (modals: Modals) => void;

/** The host's functions once it is mounted; until then, what was asked waits in `waiting`. */
let connected: Modals | null = null;
const waiting: Opening[] = [];
/** Whether a DeferredModals is on the page: with none, a dialog asked for is dropped, as Mantine's `modals` does. */
let placed = false;
/** Told of every dialog asked for while the host is not here. */
const onRequest = new Set<() => void>();
const subscribe = (listener: () => void) => {
  onRequest.add(listener);
  return () => void onRequest.delete(listener);
};
const pending = () => waiting.length > 0;

const connect: ModalsConnection = (modals) => {
  connected = modals;
  if (modals) for (const open of waiting.splice(0)) open(modals);
};

function whenConnected(open: Opening): void {
  if (connected) open(connected);
  else if (placed) {
    waiting.push(open);
    onRequest.forEach((listener) => listener());
    host.load().catch(() => {
      if (waiting.length === 0) return;
      waiting.length = 0;
      notifications.show({ color: 'red', message: MODALS_LOAD_FAILED });
    });
  }
}

/**
 * The app's dialogs opened by a call (confirmations, the menus' reading matter), as Mantine's `modals` opens them,
 * but through a host that is not in the first download: Mantine's Modal with its focus trap, overlay, transitions
 * and scroll lock come to about 10 KiB gzip that no first screen needs. A dialog asked for before the host is here
 * opens when it arrives (the host is fetched at once then). Mantine's own `modals` would drop it: its events reach
 * only a mounted provider.
 */
export const deferredModals = {
  openConfirmModal: (props: OpenConfirmModal) => whenConnected((modals) => modals.openConfirmModal(props)),
  open: (props: ModalSettings) => whenConnected((modals) => modals.openModal(props)),
};

/**
 * Where `deferredModals` open: the host is fetched when the browser is idle after the first paint, or at once when
 * a dialog is asked for before that. A fetch that fails (offline before the app was ever cached) drops the dialogs
 * that waited for it and says so; the next one asked for tries again.
 */
export function DeferredModals() {
  useEffect(() => {
    placed = true;
    return () => {
      placed = false;
      waiting.length = 0;
    };
  }, []);
  return useHostOnRequest(host, pending, subscribe) ? <host.Component onConnect={connect} /> : null;
}
