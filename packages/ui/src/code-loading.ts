/**
 * Every on-demand load of the apps' code made by `deferredComponent` goes through `loadCode`, so that a test run can slow
 * them all (`MARGIN_SLOW_LAZY`, test-slow-lazy.ts) and find a test that acts before a part has arrived. Free of
 * React on purpose: that setup file must run before anything imports React.
 */
export const codeLoading = { delayMs: 0 };

/** `load()`, arriving `codeLoading.delayMs` later: as over a slow network, the fetch starts at once. */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  if (codeLoading.delayMs <= 0) return load();
  return load().then(
    (value) => new Promise<T>((resolve) => setTimeout(() => resolve(value), codeLoading.delayMs)),
  );
}
