import { useSyncExternalStore } from 'react';

/**
 * Advanced mode's place in the address bar: `/?mode=advanced&tab=dashboard`. The app navigates by section, not
 * by path (core spec §2.1), so Advanced mode is a query on the calculator's own address: the server's and the
 * service worker's fallback already answer it, a reload opens the same tab, and each tab change is a history
 * entry, so the back button goes back a tab. This file is in the first download and stays tiny: the tabs'
 * code is a separate chunk.
 */

/** Every tab id Advanced mode answers (advanced spec §2), the CSV tools' three and the statement's among them. */
export const ADVANCED_TAB_IDS = [
  'dashboard',
  'multi-product',
  'break-even-audit',
  'bulk-price-updater',
  'orders-analysis',
  'reconcile',
  'market-research',
  'add-sales',
] as const;
export type AdvancedTabId = (typeof ADVANCED_TAB_IDS)[number];

export const DEFAULT_ADVANCED_TAB: AdvancedTabId = 'dashboard';

const MODE_PARAM = 'mode';
const TAB_PARAM = 'tab';
const ADVANCED = 'advanced';
/** Said on window when this module changes the address (pushState fires no event of its own). */
const CHANGE_EVENT = 'margin:address';

export function isAdvancedTabId(value: unknown): value is AdvancedTabId {
  return typeof value === 'string' && (ADVANCED_TAB_IDS as readonly string[]).includes(value);
}

/** The tab an address opens; null when it is not Advanced mode. An unknown tab opens the dashboard. */
export function advancedTabFrom(search: string): AdvancedTabId | null {
  const query = new URLSearchParams(search);
  if (query.get(MODE_PARAM) !== ADVANCED) return null;
  const tab = query.get(TAB_PARAM);
  return isAdvancedTabId(tab) ? tab : DEFAULT_ADVANCED_TAB;
}

/** The address of `tab` (null: the calculator), keeping whatever else the query holds. */
export function advancedHref(tab: AdvancedTabId | null, base: Location | URL = window.location): string {
  const url = new URL(base.href);
  if (tab) {
    url.searchParams.set(MODE_PARAM, ADVANCED);
    url.searchParams.set(TAB_PARAM, tab);
  } else {
    url.searchParams.delete(MODE_PARAM);
    url.searchParams.delete(TAB_PARAM);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

function navigate(href: string, replace: boolean): void {
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (href === current) return;
  if (replace) window.history.replaceState(window.history.state, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Opens Advanced mode on `tab` as a new history entry (`replace`: in place of the current one). */
export function openAdvancedMode(tab: AdvancedTabId = DEFAULT_ADVANCED_TAB, { replace = false } = {}): void {
  navigate(advancedHref(tab), replace);
}

/** Back to the calculator (the Basic display), as a new history entry. */
export function leaveAdvancedMode(): void {
  navigate(advancedHref(null), false);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The Advanced tab the address shows now (null: not in Advanced mode); follows back, forward and links. */
export function useAdvancedTab(): AdvancedTabId | null {
  return useSyncExternalStore(
    subscribe,
    () => advancedTabFrom(window.location.search),
    () => null,
  );
}
