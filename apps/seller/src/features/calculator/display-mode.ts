import { useCallback, useEffect, useState } from 'react';
import { readView, writeView, type CalculatorView } from './storage';

/** The advanced tabs a menu item can ask for (core spec §2.2: "The advanced actions switch to Advanced mode and activate the matching tab"). */
export type AdvancedTab = 'analytics' | 'multi-product' | 'market-research' | 'export-share';

/** Each tab under the name of the menu item that asks for it. */
export const ADVANCED_TAB_LABELS: Record<AdvancedTab, string> = {
  analytics: 'Advanced Analytics',
  'multi-product': 'Multi-Product Calculator',
  'market-research': 'Market Research',
  'export-share': 'Export & Share',
};

/** Tells the calculator on screen; the request is not stored, so it never outlives the visit it was made in. */
const REQUEST_EVENT = 'margin:advanced-mode';

const isAdvancedTab = (value: unknown): value is AdvancedTab =>
  typeof value === 'string' && Object.hasOwn(ADVANCED_TAB_LABELS, value);

/**
 * Switches the calculator on screen to Advanced with `tab` asked for. Only for this visit: the Display toggle
 * the calculator remembers is the seller's own choice, never a leftover of a menu click, and a calculator
 * that is not on screen (the item opened another section) has nothing to switch.
 */
export function requestAdvancedMode(tab: AdvancedTab): void {
  window.dispatchEvent(new CustomEvent<AdvancedTab>(REQUEST_EVENT, { detail: tab }));
}

/** Calls `onRequest` each time a menu asks for Advanced mode while the calling component is mounted. */
export function useAdvancedModeRequests(onRequest: (tab: AdvancedTab) => void): void {
  useEffect(() => {
    const handle = (event: Event) => {
      const tab = (event as CustomEvent<unknown>).detail;
      if (isAdvancedTab(tab)) onRequest(tab);
    };
    window.addEventListener(REQUEST_EVENT, handle);
    return () => window.removeEventListener(REQUEST_EVENT, handle);
  }, [onRequest]);
}

export interface DisplayMode {
  /** Basic or Advanced, as shown now. */
  view: CalculatorView;
  /** The tab a menu item asked for on this visit, until the seller picks a display themselves. */
  requestedTab: AdvancedTab | null;
  /** The seller's pick on the Display toggle: remembered on this device. */
  choose: (view: CalculatorView) => void;
  /** Whether the Advanced Options block is open (it opens with the Advanced display). */
  optionsOpened: boolean;
  toggleOptions: () => void;
}

/**
 * The calculator's Basic/Advanced display. It starts from the seller's remembered choice; a menu's advanced
 * item switches it to Advanced and names its tab for as long as the calculator stays on screen. Choosing on the
 * toggle clears the menu's note, and so does a change of who is signed in (signing out, or in as someone
 * else), which also puts the display back to the remembered choice.
 */
export function useDisplayMode(signedInAs: string | null): DisplayMode {
  const [view, setView] = useState<CalculatorView>(readView);
  const [requestedTab, setRequestedTab] = useState<AdvancedTab | null>(null);
  const [optionsOpened, setOptionsOpened] = useState(() => view === 'advanced');
  const [account, setAccount] = useState(signedInAs);

  if (account !== signedInAs) {
    // Adjusted while rendering (not in an effect), so the old account's display is never painted again.
    setAccount(signedInAs);
    const remembered = readView();
    setView(remembered);
    setRequestedTab(null);
    setOptionsOpened(remembered === 'advanced');
  }

  const onRequest = useCallback((tab: AdvancedTab) => {
    setView('advanced');
    setOptionsOpened(true);
    setRequestedTab(tab);
  }, []);
  useAdvancedModeRequests(onRequest);

  const choose = useCallback((next: CalculatorView) => {
    writeView(next);
    setView(next);
    setRequestedTab(null);
    if (next === 'advanced') setOptionsOpened(true);
  }, []);

  const toggleOptions = useCallback(() => setOptionsOpened((opened) => !opened), []);

  return { view, requestedTab, choose, optionsOpened, toggleOptions };
}
