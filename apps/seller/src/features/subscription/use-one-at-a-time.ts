import { useCallback, useRef, useState } from 'react';

/**
 * Runs one piece of work at a time: a call made while one runs is dropped. `busy` shows it (a loading button),
 * but arrives a render late; the ref does not, so a double click sends one request however fast it is.
 */
export function useOneAtATime(): [busy: boolean, run: (work: () => Promise<void>) => Promise<void>] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
