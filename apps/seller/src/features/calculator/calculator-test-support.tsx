// What the calculator's screen tests share: the results panel stood in for (it is built and tested on its own),
// the page set up as a seller sees it, and the form's fields by their labels.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { countriesMap } from '@margin/core';
import { expect, vi } from 'vitest';
import type { FakeHandler } from '../../test/fake-api';
import type { ResultsPanelProps } from '../results/ResultsPanel';
import { CalculatorSection } from './CalculatorSection';
import { DEFAULT_FORM, type CalculatorForm } from './form';
import { stored } from '../../test/account-fixtures';
import { renderWithAccount } from '../../test/render-with-account';

/** What the calculator handed the results panel, render by render. */
export const panel = { renders: [] as ResultsPanelProps[] };

/**
 * The results panel's module as the tests see it: it only records what the calculator hands it. Each test file
 * mocks '../results/ResultsPanel' with it.
 */
export const recordingResultsPanel = {
  ResultsPanel: (props: ResultsPanelProps) => {
    panel.renders.push(props);
    return (
      <section aria-label="Results" data-busy={props.busy ? 'yes' : 'no'}>
        Net profit {props.result.profitAnalysis.netProfit}
      </section>
    );
  },
};

export const lastPanel = () => panel.renders.at(-1);

interface SetupOptions {
  signedIn?: boolean;
  handlers?: Record<string, FakeHandler>;
  /** The seller's country (the United States unless said). */
  country?: string;
}

export function setup({ signedIn = false, handlers = {}, country = 'US' }: SetupOptions = {}) {
  window.localStorage.setItem('margin.country', country);
  const { api } = renderWithAccount(<CalculatorSection />, {
    session: signedIn ? stored : null,
    handlers: {
      'calc.countries': () => countriesMap(),
      'calc.track': () => ({ tracked: true }),
      ...handlers,
    },
  });
  return api;
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const submit = (name: RegExp | string = /^Calculate/) => screen.getByRole('button', { name });

/** Opens Advanced Options and waits for its fields, whose code is not in the first download. */
export async function openAdvancedOptions() {
  await userEvent.click(screen.getByRole('button', { name: /Advanced Options/ }));
  await screen.findByRole('textbox', { name: 'Quantity' });
}

export async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.clear(field(name));
    await userEvent.type(field(name), value);
  }
}

export async function calculated() {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument());
  await waitFor(() => expect(lastPanel()?.busy).toBe(false));
  return lastPanel()!;
}

export function storeForm(form: Partial<CalculatorForm>) {
  window.localStorage.setItem('margin.calculator.inputs', JSON.stringify({ ...DEFAULT_FORM, ...form }));
}

/** After each test: no panel renders, notifications, fake timers or address left for the next. */
export function cleanUpCalculatorTest() {
  panel.renders.length = 0;
  notifications.clean(); // Mantine keeps notifications in one store for the whole page

  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
}
