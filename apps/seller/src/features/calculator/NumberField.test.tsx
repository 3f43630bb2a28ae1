import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { renderWithMantine } from '../../test/render';
import { GroupedNumberField } from './GroupedNumberField';
import { NumberField, type NumberKind } from './NumberField';

/** The form's number beside the field, as the calculator would keep it. */
function Field({
  initial = '',
  grouped = false,
  max = 1000,
  ...kind
}: NumberKind & { initial?: string; grouped?: boolean; max?: number }) {
  const [value, setValue] = useState(initial);
  const Input = grouped ? GroupedNumberField : NumberField;
  return (
    <>
      <Input {...kind} label="Amount" value={value} onChange={setValue} max={max} step={0.5} />
      <output>{value}</output>
    </>
  );
}

afterEach(() => activateLocale('en'));

const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

describe('NumberField', () => {
  it("shows the currency's symbol, and gives phones the decimal keypad, or the numeric one for a count", () => {
    const { unmount } = renderWithMantine(<Field kind="money" currency="GBP" />);
    expect(screen.getByText('£')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
    unmount();
    renderWithMantine(<Field kind="count" />);
    expect(amount()).toHaveAttribute('inputmode', 'numeric');
  });

  it('leaves the caret where it was when a keystroke is ignored', async () => {
    renderWithMantine(<Field kind="money" currency="USD" initial="1234" />);
    await userEvent.type(amount(), 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(amount()).toHaveValue('1234');
    expect(amount().selectionStart).toBe(2);
  });

  it('leaves the caret after a digit typed in the middle', async () => {
    renderWithMantine(<Field kind="money" currency="USD" initial="12.5" />);
    await userEvent.type(amount(), '7', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(amount()).toHaveValue('172.5');
    expect(amount().selectionStart).toBe(2);
    // Over the maximum (1000): ignored, the caret kept.
    await userEvent.type(amount(), '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(amount()).toHaveValue('172.5');
    expect(amount().selectionStart).toBe(1);
  });

  it('takes a pasted amount with its thousands and currency sign, and refuses one over the maximum', async () => {
    renderWithMantine(<Field kind="money" currency="USD" />);
    await userEvent.click(amount());
    await userEvent.paste('$1,2.50');
    expect(amount()).toHaveValue('12.50');
    await userEvent.clear(amount());
    await userEvent.paste('1,234.50');
    expect(amount()).toHaveValue('');
  });

  it('steps the value with the arrow keys, within its limits', async () => {
    renderWithMantine(<Field kind="percent" initial="2" />);
    await userEvent.type(amount(), '{ArrowUp}{ArrowUp}');
    expect(amount()).toHaveValue('3');
    await userEvent.type(amount(), '{ArrowDown}'.repeat(8));
    expect(amount()).toHaveValue('0');
  });

  describe('in German', () => {
    const kept = () => screen.getByRole('status').textContent;

    it('reads a decimal comma and a thousands point, and shows the number back in German', async () => {
      await activateLocale('de');
      renderWithMantine(<Field kind="money" currency="EUR" max={1e6} />);
      await userEvent.type(amount(), '12,50');
      expect(amount()).toHaveValue('12,50');
      expect(kept()).toBe('12.50');
      await userEvent.clear(amount());
      await userEvent.type(amount(), '1.250');
      expect(kept()).toBe('1250');
      await userEvent.type(amount(), ',5');
      expect(kept()).toBe('1250.5');
      await userEvent.clear(amount());
      await userEvent.type(amount(), '999.5');
      expect(kept()).toBe('999.5');
      await userEvent.tab();
      expect(amount()).toHaveValue('999,5');
    });

    it('says how to write a pasted amount it would have to guess', async () => {
      await activateLocale('de');
      renderWithMantine(<Field kind="money" currency="EUR" />);
      await userEvent.click(amount());
      await userEvent.paste('1,234.50');
      expect(amount()).toHaveValue('');
      expect(amount()).toHaveAccessibleDescription(/1\.234,50/);
      await userEvent.paste('12,5');
      expect(kept()).toBe('12.5');
      expect(amount()).not.toHaveAccessibleDescription(/1\.234,50/);
    });

    it('keeps the typed number when the language changes', async () => {
      renderWithMantine(<Field kind="money" currency="EUR" />);
      await userEvent.type(amount(), '12.5');
      await userEvent.tab();
      await act(() => activateLocale('fr'));
      expect(amount()).toHaveValue('12,5');
      await act(() => activateLocale('en'));
      expect(amount()).toHaveValue('12.5');
    });

    it('groups thousands with points in the grouped field', async () => {
      await activateLocale('de');
      renderWithMantine(<Field kind="money" currency="EUR" grouped max={1e9} />);
      await userEvent.type(amount(), '1250,5');
      expect(amount()).toHaveValue('1.250,5');
      expect(kept()).toBe('1250.5');
    });
  });
});
