import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** One run of a tool on the device, as `useDeviceRun().start()` gives it. */
export interface DeviceRun {
  signal: AbortSignal;
  /** False once a later run has started: its progress and answer are no longer shown. */
  isLatest: () => boolean;
}

/**
 * What every tool that runs on the device needs around its analysis: a new run cancels the one before, leaving
 * the screen cancels the run nobody will see, and after a run the focus moves to the results (below the fold on a
 * phone; a screen reader goes there too).
 */
export function useDeviceRun() {
  const latestRun = useRef(0);
  const running = useRef<AbortController | null>(null);
  const results = useRef<HTMLDivElement>(null);
  const focusResults = useRef(false);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });

  return {
    results,
    start(): DeviceRun {
      const id = ++latestRun.current;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      return { signal: controller.signal, isLatest: () => id === latestRun.current };
    },
    cancel: () => running.current?.abort(),
    /** The next render moves the focus to the results. */
    focusResultsNext: () => {
      focusResults.current = true;
    },
  };
}

/** The results' region (focused after a run) and the polite announcement of what happened. */
export function RunOutput({
  results,
  label,
  announcement,
  children,
}: {
  results: RefObject<HTMLDivElement | null>;
  label: string;
  announcement: string;
  children: ReactNode;
}) {
  const shown = children !== null && children !== undefined && children !== false;
  return (
    <>
      <div
        ref={results}
        tabIndex={-1}
        role={shown ? 'region' : undefined}
        aria-label={shown ? label : undefined}
        style={{ outline: 'none' }}
      >
        {children}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
