import { useEffect, useState } from 'react';
import type { CalculatorForm } from './form';
import {
  onScenariosChange,
  readScenarios,
  sameScenarioName,
  updateScenarios,
  type Scenario,
} from './storage';

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The seller's saved scenarios, newest first, kept on this device. Every change starts from what is stored
 * now, so two open tabs never undo each other's saves; the list follows the other tabs' changes too.
 * `save` and `remove` return false when storage refused the write (nothing was changed then).
 */
export function useScenarios() {
  const [scenarios, setScenarios] = useState<Scenario[]>(readScenarios);

  useEffect(() => onScenariosChange(() => setScenarios(readScenarios())), []);

  const update = (change: (current: Scenario[]) => Scenario[]): boolean => {
    const next = updateScenarios(change);
    // After a refused write, still show what is stored: another tab may have changed it.
    setScenarios(next ?? readScenarios());
    return next !== null;
  };

  /** A name saved again (letter case aside) replaces the old scenario: the caller asks the seller first. */
  const save = (name: string, country: string, form: CalculatorForm): boolean => {
    const trimmed = name.trim();
    const scenario: Scenario = {
      id: newId(),
      name: trimmed,
      savedAt: new Date().toISOString(),
      country,
      form,
    };
    return update((current) => [scenario, ...current.filter((s) => !sameScenarioName(s.name, trimmed))]);
  };

  const remove = (id: string): boolean => update((current) => current.filter((s) => s.id !== id));

  return { scenarios, save, remove };
}
