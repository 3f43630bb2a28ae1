/**
 * The app keeps a seller's choices on the device only (the product promises no cookies).
 * Storage can be unavailable (private mode, quota): reading then falls back and writing is skipped.
 */
const PREFIX = 'margin.';

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Nothing to do: the choice simply is not remembered.
  }
}
