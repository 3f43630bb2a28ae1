import { t } from '@lingui/core/macro';
import { calculate, CalculationError, type TCalculationRequest, type TCalculationResult } from '@margin/core';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRatesAsOf } from '../../lib/exchange-rates';
import { problemsOf, type PreparedRequest } from './request';

/** Once a first calculation has run, the results follow the form this long after the last keystroke. */
export const LIVE_DELAY_MS = 250;

export interface ShownCalculation {
  result: TCalculationResult;
  input: TCalculationRequest;
}

export type CalculationFailure =
  /** The inputs break a rule; nothing was calculated. */
  | { kind: 'invalid'; messages: string[] }
  /** The engine had no answer (an unreachable target, say), naming the field to change. */
  | { kind: 'engine'; field: string; message: string };

export type Attempt = { ok: true; shown: ShownCalculation } | { ok: false; failure: CalculationFailure };

export function attemptCalculation(prepared: PreparedRequest): Attempt {
  const { request } = prepared;
  const messages = problemsOf(prepared);
  if (messages.length > 0) return { ok: false, failure: { kind: 'invalid', messages } };
  try {
    return { ok: true, shown: { result: calculate(request), input: request } };
  } catch (error) {
    if (error instanceof CalculationError)
      return { ok: false, failure: { kind: 'engine', field: error.field, message: error.message } };
    console.error('Calculation failed', error);
    return {
      ok: false,
      failure: {
        kind: 'engine',
        field: '',
        message: t`This calculation could not be done. Please check the numbers and try again.`,
      },
    };
  }
}

interface Settled {
  /** The request the shown state answers. */
  key: string;
  /** The last explicit run it answers (0: none yet). */
  token: number;
  shown: ShownCalculation | null;
  failure: CalculationFailure | null;
}

/**
 * Runs the calculation in the browser (the same engine as the server, so it works offline): at once when
 * asked (`run`), and after the first run whenever the request changes, debounced. `busy` is true from an edit
 * or a click until its calculation has settled, so the results can say they are about to change.
 * `onRun` hears the outcome of each explicit run (not of the live updates).
 *
 * A result is only ever shown for the inputs on screen: inputs that cannot be calculated (a missing price, a
 * value over its limit, a target no price reaches) clear it at once, rather than leave an older answer up.
 */
export function useCalculation(prepared: PreparedRequest, onRun: (attempt: Attempt) => void) {
  const [runToken, setRunToken] = useState(0);
  const [settled, setSettled] = useState<Settled>({ key: '', token: 0, shown: null, failure: null });
  // Newer exchange rates from the server change the answer as an edit would.
  const ratesAsOf = useRatesAsOf();
  const key = useMemo(() => `${ratesAsOf} ${JSON.stringify(prepared)}`, [prepared, ratesAsOf]);
  const live = settled.token > 0;
  const explicit = runToken !== settled.token;
  const pending = explicit || (live && key !== settled.key);
  const problems = useMemo(() => problemsOf(prepared), [prepared]);
  const invalid = problems.length > 0;
  const notify = useEffectEvent(onRun);

  const settle = useEffectEvent(() => {
    const attempt = attemptCalculation(prepared);
    setSettled({
      key,
      token: runToken,
      shown: attempt.ok ? attempt.shown : null,
      failure: attempt.ok ? null : attempt.failure,
    });
    if (explicit) notify(attempt);
  });

  useEffect(() => {
    if (!pending) return;
    // A run asked for outside a click (a link's inputs, a scenario opened) waits a tick, so 'Calculating...' is
    // painted before the work; the Calculate button's run settles in its own click (runNow).
    const timer = setTimeout(settle, explicit ? 0 : LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, explicit, key, runToken]);

  // The last token given out: a run settled in its own click takes the next one at once.
  const lastToken = useRef(0);
  const latest = useRef({ prepared, key, onRun });
  useLayoutEffect(() => {
    latest.current = { prepared, key, onRun };
  });
  /** A run of the inputs as they will be once this update commits (a scenario opened with its own inputs). */
  const run = useCallback(() => setRunToken((lastToken.current += 1)), []);
  /**
   * A run of the inputs on screen now (the Calculate button): settled in the click's own update, so the click is
   * answered by one render with the numbers in it, not one that says 'Calculating...' and another with them.
   */
  const runNow = useCallback(() => {
    const token = (lastToken.current += 1);
    const { prepared: current, key: currentKey, onRun: hear } = latest.current;
    const attempt = attemptCalculation(current);
    setRunToken(token);
    setSettled({
      key: currentKey,
      token,
      shown: attempt.ok ? attempt.shown : null,
      failure: attempt.ok ? null : attempt.failure,
    });
    hear(attempt);
  }, []);
  // Once the seller has asked for a calculation, what stops one is said straight away; before, nothing is.
  const attempted = live || explicit;
  const failure: CalculationFailure | null = useMemo(
    () =>
      invalid
        ? attempted
          ? { kind: 'invalid', messages: problems }
          : null
        : settled.failure?.kind === 'engine'
          ? settled.failure
          : null,
    [invalid, attempted, problems, settled.failure],
  );
  /**
   * `running`: an explicit run is under way (the button says so); `busy` also covers live updates.
   * `attempted`: the seller has calculated at least once (or just asked to), so missing inputs are pointed out.
   */
  return {
    run,
    runNow,
    running: explicit,
    busy: pending && !invalid,
    live,
    attempted,
    shown: invalid ? null : settled.shown,
    failure,
  };
}
