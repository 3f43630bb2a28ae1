import { useCallback, useState } from 'react';
import { openAdvancedMode } from '../advanced/advanced-address';
import { readView, writeView, type CalculatorView } from './storage';

export interface DisplayMode {
  /** The seller's pick on the Display toggle: remembered on this device; Advanced opens Advanced mode. */
  choose: (view: CalculatorView) => void;
  /** Whether the Advanced Options block is open. */
  optionsOpened: boolean;
  toggleOptions: () => void;
}

/**
 * The calculator's Basic/Advanced display (core spec §2.4). The calculator on screen is the Basic display:
 * choosing Advanced remembers the choice and opens Advanced mode (its tabs replace the calculator, at an address
 * of their own); Advanced mode's own toggle comes back here.
 */
export function useDisplayMode(): DisplayMode {
  const [optionsOpened, setOptionsOpened] = useState(false);
  const choose = useCallback((next: CalculatorView) => {
    writeView(next);
    if (next === 'advanced') openAdvancedMode();
  }, []);
  const toggleOptions = useCallback(() => setOptionsOpened((opened) => !opened), []);
  return { choose, optionsOpened, toggleOptions };
}

/** Whether the app should open in Advanced mode: the seller chose it on this device last time. */
export function rememberedAdvanced(): boolean {
  return readView() === 'advanced';
}
