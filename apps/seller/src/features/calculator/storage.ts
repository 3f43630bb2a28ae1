import { findCountry } from '@margin/core';
import { onLocalChange, readLocal, removeLocal, writeLocal } from '../../lib/local-store';
import { formFromStored, type CalculatorForm } from './form';

/**
 * What the calculator keeps on this device (core spec §3: inputs and saved calculations, local only).
 * Anything unreadable in storage (an old format, a hand edit, another app's data) is ignored, never thrown.
 */
const INPUTS_KEY = 'calculator.inputs';
const SCENARIOS_KEY = 'calculator.scenarios';
const VIEW_KEY = 'calculator.view';
/**
 * Earlier versions stored a menu item's Advanced as if the seller had chosen it, with the item's tab under this
 * key, and removed the key when the seller used the toggle: while it is there, the stored view is not theirs.
 */
const MENU_TAB_KEY = 'calculator.advancedTab';

function readJson(key: string): unknown {
  const text = readLocal(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function readLastInputs(): CalculatorForm | null {
  return formFromStored(readJson(INPUTS_KEY));
}

export function writeLastInputs(form: CalculatorForm): void {
  writeLocal(INPUTS_KEY, JSON.stringify(form));
}

/** The price of the last result the calculator showed: market research compares it with the market. */
const LAST_PRICE_KEY = 'calculator.lastPrice';

export interface LastPrice {
  selling_price: number;
  currency: string;
}

export function writeLastPrice(price: LastPrice): void {
  writeLocal(LAST_PRICE_KEY, JSON.stringify(price));
}

export function readLastPrice(): LastPrice | null {
  const stored = readJson(LAST_PRICE_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { selling_price, currency } = stored as Record<string, unknown>;
  if (typeof selling_price !== 'number' || !Number.isFinite(selling_price) || selling_price < 0) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  return { selling_price, currency };
}

export interface Scenario {
  id: string;
  name: string;
  /** ISO time of saving. */
  savedAt: string;
  country: string;
  form: CalculatorForm;
}

/** Scenario names are one per device, letter case aside: "Silver ring" and "silver ring" are the same. */
export function sameScenarioName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

function scenarioFromStored(value: unknown): Scenario | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, savedAt, country, form } = value as Record<string, unknown>;
  const parsedForm = formFromStored(form);
  if (typeof id !== 'string' || typeof name !== 'string' || name.trim() === '' || !parsedForm) return null;
  if (typeof country !== 'string' || !findCountry(country)) return null;
  const time = typeof savedAt === 'string' && !Number.isNaN(Date.parse(savedAt)) ? savedAt : null;
  return {
    id,
    name,
    savedAt: time ?? new Date(0).toISOString(),
    country: country.toUpperCase(),
    form: parsedForm,
  };
}

/**
 * The stored list split in two: what this version reads back, and what it does not (an entry from a newer
 * version, a country this one does not know). The second part is not listed but is somebody's work.
 */
function readStoredScenarios(): { listed: Scenario[]; unreadable: unknown[] } {
  const stored = readJson(SCENARIOS_KEY);
  const listed: Scenario[] = [];
  const unreadable: unknown[] = [];
  if (!Array.isArray(stored)) return { listed, unreadable };
  for (const entry of stored as unknown[]) {
    const scenario = scenarioFromStored(entry);
    if (scenario) listed.push(scenario);
    else unreadable.push(entry);
  }
  return { listed, unreadable };
}

/** Saved scenarios, newest first; entries that do not read back are left out (and left in storage). */
export function readScenarios(): Scenario[] {
  return readStoredScenarios().listed;
}

/**
 * Applies `change` to the scenarios as stored now, not as this tab last read them (another tab may have
 * saved since), and writes the result back with the unreadable entries untouched after them.
 * Returns the new list, or null when storage refused the write: nothing changed then.
 */
export function updateScenarios(change: (current: Scenario[]) => Scenario[]): Scenario[] | null {
  const { listed, unreadable } = readStoredScenarios();
  const next = change(listed);
  return writeLocal(SCENARIOS_KEY, JSON.stringify([...next, ...unreadable])) ? next : null;
}

/** Calls `listener` when another tab saves or deletes a scenario. */
export function onScenariosChange(listener: () => void): () => void {
  return onLocalChange(SCENARIOS_KEY, listener);
}

export type CalculatorView = 'basic' | 'advanced';

/** Basic unless the seller chose Advanced on this device (a menu click is not a choice). */
export function readView(): CalculatorView {
  if (readLocal(MENU_TAB_KEY) !== null) {
    removeLocal(MENU_TAB_KEY);
    removeLocal(VIEW_KEY);
  }
  return readLocal(VIEW_KEY) === 'advanced' ? 'advanced' : 'basic';
}

export function writeView(view: CalculatorView): void {
  writeLocal(VIEW_KEY, view);
}
