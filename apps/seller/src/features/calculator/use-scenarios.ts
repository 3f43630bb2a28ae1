import { useState } from 'react';
import type { CalculatorForm } from './form';
import { readScenarios, writeScenarios, type Scenario } from './storage';

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The seller's saved scenarios, newest first, kept on this device; a name saved again replaces the old one. */
export function useScenarios() {
  const [scenarios, setScenarios] = useState<Scenario[]>(readScenarios);

  const keep = (next: Scenario[]) => {
    setScenarios(next);
    writeScenarios(next);
  };

  const save = (name: string, country: string, form: CalculatorForm) => {
    const trimmed = name.trim();
    const scenario: Scenario = {
      id: newId(),
      name: trimmed,
      savedAt: new Date().toISOString(),
      country,
      form,
    };
    keep([scenario, ...scenarios.filter((s) => !sameName(s.name, trimmed))]);
  };

  const remove = (id: string) => keep(scenarios.filter((s) => s.id !== id));

  return { scenarios, save, remove };
}
