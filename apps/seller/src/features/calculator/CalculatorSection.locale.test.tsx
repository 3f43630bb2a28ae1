// The calculator in German: the seller's decimal comma in, German-formatted euros out, and a change of language
// that keeps what was typed.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { calculated, cleanUpCalculatorTest, field, setup, submit } from './calculator-test-support';

// The results panel is built and tested on its own; here it only records what the calculator hands it.
vi.mock(
  '../results/ResultsPanel',
  async () => (await import('./calculator-test-support')).recordingResultsPanel,
);

afterEach(async () => {
  cleanUpCalculatorTest();
  await activateLocale('en');
});

describe('CalculatorSection in German', () => {
  it('reads 12,50 as 12.50 and tells the profit in euros as German writes them', async () => {
    await activateLocale('de');
    setup({ country: 'DE' });
    await userEvent.type(field('Verkaufspreis'), '12,50');
    await userEvent.type(field('Produktkosten'), '1.250');
    await userEvent.clear(field('Produktkosten'));
    await userEvent.type(field('Produktkosten'), '3,5');
    expect(field('Verkaufspreis')).toHaveValue('12,50');
    await userEvent.click(submit('Gewinn berechnen'));

    const { input, result } = await calculated();
    expect(input).toMatchObject({ country: 'DE', selling_price: 12.5, product_cost: 3.5 });
    expect(result.currency).toBe('EUR');
    const profit = result.profitAnalysis.netProfit.toFixed(2).replace('.', ',');
    const margin = result.profitAnalysis.profitMargin.toFixed(2).replace('.', ',');
    // Intl writes a no-break space before the euro and the percent sign.
    expect(screen.getByText(/^Dein Gewinn:/).textContent).toBe(
      `Dein Gewinn: ${profit}\u00a0€, Gewinnmarge ${margin}\u00a0%.`,
    );
  });

  it('keeps the typed numbers when the seller switches to English and back', async () => {
    await activateLocale('de');
    setup({ country: 'DE' });
    await userEvent.type(field('Verkaufspreis'), '12,50');
    await userEvent.tab();
    await act(() => activateLocale('en'));
    expect(field('Selling price')).toHaveValue('12.50');
    await act(() => activateLocale('de'));
    expect(field('Verkaufspreis')).toHaveValue('12,50');
  });
});
