import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { NumberField, type NumberKind } from './NumberField';

function Field({ initial = '', ...kind }: NumberKind & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <NumberField {...kind} label="Amount" value={value} onChange={setValue} max={1000} step={0.5} />;
}

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
});
