import { createRequire } from 'node:module';
import type * as ReactModule from 'react';
import { codeLoading } from './code-loading';

/*
 * MARGIN_SLOW_LAZY=<ms> delays every React.lazy load and every deferredComponent load by that much, to find a screen
 * test that acts on a part whose code has not arrived yet (it passes on a quiet machine and fails on a loaded CI
 * one). Run for example
 * `MARGIN_SLOW_LAZY=600 pnpm --filter @margin/seller test`: every test should still pass.
 *
 * This is a setup file of its own, listed before test-setup: React is CommonJS, and an ES import of it copies
 * `lazy` when React is first imported, so the patch must come before anything imports it.
 */
const delay = Number(process.env.MARGIN_SLOW_LAZY ?? 0);
// The parts drawn by deferredComponent (dialogs, panels, menus, the results) load through loadCode.
codeLoading.delayMs = delay;
if (delay > 0) {
  const React = createRequire(import.meta.url)('react') as typeof ReactModule & {
    reactOwnLazy?: typeof ReactModule.lazy;
  };
  // The VM pool keeps one React for every file a thread runs: wrap React's own lazy, not the last file's wrapper,
  // or each file would add its delay to the files' before it.
  const lazy = (React.reactOwnLazy ??= React.lazy);
  React.lazy = ((load: Parameters<typeof lazy>[0]) =>
    lazy(() => new Promise((resolve) => setTimeout(resolve, delay)).then(load))) as typeof lazy;
}
