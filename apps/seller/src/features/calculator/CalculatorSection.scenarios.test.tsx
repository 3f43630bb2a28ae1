// Saved scenarios, never lost across tabs and storage failures, and the quick FAQ under them.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_FORM, type CalculatorForm } from './form';
import { QUICK_FAQ } from '../content/faq';
import { cleanUpCalculatorTest, fill, setup } from './calculator-test-support';

// The results panel is built and tested on its own; here it only records what the calculator hands it.
vi.mock(
  '../results/ResultsPanel',
  async () => (await import('./calculator-test-support')).recordingResultsPanel,
);

afterEach(cleanUpCalculatorTest);

const SCENARIOS_KEY = 'margin.calculator.scenarios';
const storedScenarios = () =>
  JSON.parse(window.localStorage.getItem(SCENARIOS_KEY)!) as Record<string, unknown>[];
const savedEntry = (id: string, name: string, form: Partial<CalculatorForm> = {}, country = 'US') => ({
  id,
  name,
  savedAt: '2025-11-01T10:00:00.000Z',
  country,
  form: { ...DEFAULT_FORM, ...form },
});

async function saveAs(name: string) {
  await userEvent.clear(screen.getByRole('textbox', { name: 'Scenario name' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Scenario name' }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

async function deleteScenario(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete scenario?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('CalculatorSection: saved scenarios are never lost', () => {
  it('keeps what another tab saved when this tab saves or deletes', async () => {
    setup();
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
    // Another tab saves after this one has read the list.
    window.localStorage.setItem(SCENARIOS_KEY, JSON.stringify([savedEntry('other', 'From the other tab')]));

    await fill({ 'Selling price': '25' });
    await saveAs('Silver ring');
    expect(storedScenarios().map((s) => s.name)).toEqual(['Silver ring', 'From the other tab']);
    expect(screen.getByText('From the other tab')).toBeInTheDocument();

    await deleteScenario('Silver ring');
    await waitFor(() => expect(storedScenarios().map((s) => s.name)).toEqual(['From the other tab']));
  });

  it('lists what another tab saves or deletes as it happens', () => {
    setup();
    act(() => {
      window.localStorage.setItem(SCENARIOS_KEY, JSON.stringify([savedEntry('other', 'Gold hoops')]));
      window.dispatchEvent(new StorageEvent('storage', { key: SCENARIOS_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Open Gold hoops' })).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(SCENARIOS_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: SCENARIOS_KEY }));
    });
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
  });

  it('asks before replacing a scenario of the same name, letter case aside', async () => {
    window.localStorage.setItem(
      SCENARIOS_KEY,
      JSON.stringify([savedEntry('ring', 'Silver ring', { selling_price: '25' })]),
    );
    setup();
    await fill({ 'Selling price': '30' });
    await saveAs('silver RING ');
    const dialog = await screen.findByRole('dialog', { name: 'Replace saved scenario?' });
    expect(dialog).toHaveTextContent('“Silver ring” is already saved on this device.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedScenarios()).toEqual([savedEntry('ring', 'Silver ring', { selling_price: '25' })]);
    expect(screen.getByRole('textbox', { name: 'Scenario name' })).toHaveValue('silver RING ');
    expect(screen.queryByText(/on this device\.$/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Replace saved scenario?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(storedScenarios()).toHaveLength(1));
    expect(storedScenarios()[0]).toMatchObject({ name: 'silver RING', form: { selling_price: '30' } });
    expect(await screen.findByText('Saved “silver RING” on this device.')).toBeInTheDocument();
  });

  it('says so when the device refuses to store a scenario, and keeps the name to try again', async () => {
    setup();
    const storage = window.localStorage;
    const setItem = storage.setItem.bind(storage);
    const refuse = vi.spyOn(storage, 'setItem').mockImplementation((key: string, value: string) => {
      if (key === SCENARIOS_KEY) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      setItem(key, value);
    });
    // happy-dom's storage is one object for the whole file: put it back even if an assertion fails.
    onTestFinished(() => refuse.mockRestore());
    await fill({ 'Selling price': '25' });
    await saveAs('Silver ring');
    expect(
      await screen.findByText('Could not save on this device: storage is full or blocked.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Saved “/)).toBeNull();
    expect(screen.getByText('No saved scenarios yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Scenario name' })).toHaveValue('Silver ring');
  });

  it('leaves the entries it cannot read in storage when saving and deleting', async () => {
    const future = savedEntry('future', 'From a newer version', {}, 'ZZ');
    window.localStorage.setItem(SCENARIOS_KEY, JSON.stringify([future, savedEntry('ring', 'Silver ring')]));
    setup();
    expect(screen.queryByText('From a newer version')).toBeNull();

    await saveAs('Gold hoops');
    expect(storedScenarios().map((s) => s.id)).toEqual([expect.any(String), 'ring', 'future']);
    await deleteScenario('Silver ring');
    await deleteScenario('Gold hoops');
    await waitFor(() => expect(storedScenarios()).toEqual([future]));
  });
});

describe('CalculatorSection: FAQ', () => {
  it('lists the quick FAQ under the saved scenarios, closed until asked', async () => {
    setup();
    const section = screen.getByRole('button', { name: /Frequently asked questions/ });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    const question = await screen.findByRole('button', { name: QUICK_FAQ[0]!.question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((b) => b.textContent)).toEqual(
      QUICK_FAQ.map((entry) => entry.question),
    );
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});

// Nothing is calculated without what the mode needs, and no old result outlives its inputs.
