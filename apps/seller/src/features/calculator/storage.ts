import { findCountry } from '@margin/core';
import { readLocal, writeLocal } from '../../lib/local-store';
import { formFromStored, type CalculatorForm } from './form';

/**
 * What the calculator keeps on this device (core spec §3: inputs and saved calculations, local only).
 * Anything unreadable in storage (an old format, a hand edit, another app's data) is ignored, never thrown.
 */
const INPUTS_KEY = 'calculator.inputs';
const SCENARIOS_KEY = 'calculator.scenarios';
const VIEW_KEY = 'calculator.view';

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

export interface Scenario {
  id: string;
  name: string;
  /** ISO time of saving. */
  savedAt: string;
  country: string;
  form: CalculatorForm;
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

/** Saved scenarios, newest first; entries that do not read back are dropped. */
export function readScenarios(): Scenario[] {
  const stored = readJson(SCENARIOS_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.map(scenarioFromStored).filter((s): s is Scenario => s !== null);
}

export function writeScenarios(scenarios: Scenario[]): void {
  writeLocal(SCENARIOS_KEY, JSON.stringify(scenarios));
}

export type CalculatorView = 'basic' | 'advanced';

/** Basic unless the seller chose Advanced on this device. */
export function readView(): CalculatorView {
  return readLocal(VIEW_KEY) === 'advanced' ? 'advanced' : 'basic';
}

export function writeView(view: CalculatorView): void {
  writeLocal(VIEW_KEY, view);
}
