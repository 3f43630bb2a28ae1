/**
 * Runs `task` once the browser has nothing better to do after the first paint; the returned function cancels it.
 * Both apps use it to fetch code that the first screen does not need (dialogs, the notifications' host).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari before 18 has no requestIdleCallback: a moment after the first paint will do.
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}
