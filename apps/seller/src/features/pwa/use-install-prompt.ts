import { useSyncExternalStore } from 'react';

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPrompt {
  /** The browser offered installation (beforeinstallprompt fired) and the app is not installed yet. */
  canInstall: boolean;
  /** Running as the installed app (display-mode standalone). */
  installed: boolean;
  /** Shows the browser's install prompt; 'unavailable' when the browser offers none (the caller explains how). */
  promptInstall(): Promise<InstallOutcome>;
}

/** Chromium's install offer; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const STANDALONE = '(display-mode: standalone)';

function standaloneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(STANDALONE) : null;
}

function runningStandalone(): boolean {
  // Safari on iOS tells a home-screen app by navigator.standalone rather than by the media query.
  return standaloneQuery()?.matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * One store for the page: the browser fires beforeinstallprompt once, early, and possibly before any
 * component that offers installation is on screen, so the event is kept here rather than in a component.
 */
let deferred: BeforeInstallPromptEvent | null = null;
let installedNow = false;
let snapshot = { canInstall: false, installed: false };
const listeners = new Set<() => void>();

function publish(): void {
  const installed = installedNow || runningStandalone();
  const canInstall = deferred !== null && !installed;
  if (snapshot.canInstall === canInstall && snapshot.installed === installed) return;
  snapshot = { canInstall, installed };
  listeners.forEach((listener) => listener());
}

function listen(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers installation where it makes sense.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    publish();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installedNow = true;
    publish();
  });
  standaloneQuery()?.addEventListener?.('change', publish);
  publish();
}

// At load, which is when browsers fire the event: the module is part of the first screen's bundle.
listen();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  // A prompt can be shown once per event; the browser fires a new one if the seller may be asked again.
  deferred = null;
  publish();
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  } catch {
    return 'unavailable';
  }
}

/** The browser's offer to install the app, kept from page load, and whether it runs installed. */
export function useInstallPrompt(): InstallPrompt {
  const { canInstall, installed } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { canInstall, installed, promptInstall };
}
