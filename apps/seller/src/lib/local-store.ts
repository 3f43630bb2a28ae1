/**
 * The app keeps a seller's choices on the device only (the product promises no cookies).
 * Storage can be unavailable (private mode, quota): reading then falls back, and writing says it failed so
 * a caller that promised to keep something (a saved scenario) can tell the seller instead.
 */
const PREFIX = 'margin.';

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** True when the value is stored; false when storage refused it (full, blocked, private mode). */
export function writeLocal(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(PREFIX + key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to do: the key stays, and its readers cope with whatever it holds.
  }
}

/**
 * Calls `listener` when another tab of the app changes `key` (or clears storage). The browser fires
 * `storage` only in the other tabs, so a tab's own writes never come back to it.
 */
export function onLocalChange(key: string, listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === null || event.key === PREFIX + key) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
