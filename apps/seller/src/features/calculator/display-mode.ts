import { useEffect } from 'react';
import { readLocal, removeLocal, writeLocal } from '../../lib/local-store';
import { writeView } from './storage';

/** The advanced tabs a menu item can ask for (core spec §2.2: "The advanced actions switch to Advanced mode and activate the matching tab"). */
export type AdvancedTab = 'analytics' | 'multi-product' | 'market-research' | 'export-share';

/** Each tab under the name of the menu item that asks for it. */
export const ADVANCED_TAB_LABELS: Record<AdvancedTab, string> = {
  analytics: 'Advanced Analytics',
  'multi-product': 'Multi-Product Calculator',
  'market-research': 'Market Research',
  'export-share': 'Export & Share',
};

const TAB_KEY = 'calculator.advancedTab';
/** Tells a calculator already on screen; one that mounts later reads the stored view and tab instead. */
const REQUEST_EVENT = 'margin:advanced-mode';

const isAdvancedTab = (value: unknown): value is AdvancedTab =>
  typeof value === 'string' && Object.hasOwn(ADVANCED_TAB_LABELS, value);

/** Switches the calculator to Advanced (remembered as the Display toggle does) with `tab` asked for. */
export function requestAdvancedMode(tab: AdvancedTab): void {
  writeView('advanced');
  writeLocal(TAB_KEY, tab);
  window.dispatchEvent(new CustomEvent<AdvancedTab>(REQUEST_EVENT, { detail: tab }));
}

/** The tab a menu last asked for, until the seller picks a display on the toggle themselves. */
export function readRequestedTab(): AdvancedTab | null {
  const stored = readLocal(TAB_KEY);
  return isAdvancedTab(stored) ? stored : null;
}

export function forgetRequestedTab(): void {
  removeLocal(TAB_KEY);
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
