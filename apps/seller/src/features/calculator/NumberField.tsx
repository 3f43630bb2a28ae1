import { Text, TextInput, type InputBaseProps } from '@mantine/core';
import { findCurrency, minorDigits } from '@margin/core';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { editedNumber, pastedNumber, steppedNumber, type NumberRules } from './number-text';

export type NumberKind =
  /** An amount in the seller's currency: symbol in front, the currency's decimals. */
  | { kind: 'money'; currency: string }
  /** A percentage. */
  | { kind: 'percent' }
  /** A whole number of items. */
  | { kind: 'count' };

export type NumberFieldProps = NumberKind & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  /** What the arrow keys add or take away (1 by default). */
  step?: number;
};

function Affix({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" fw={500} aria-hidden="true">
      {children}
    </Text>
  );
}

/** The currency symbol in front of an amount, or '%' after a percentage, sized as Mantine's inputs place them. */
function numberAffix(
  props: NumberKind,
): Pick<InputBaseProps, 'leftSection' | 'leftSectionWidth' | 'rightSection' | 'rightSectionPointerEvents'> {
  if (props.kind === 'money') {
    const symbol = findCurrency(props.currency)?.symbol ?? props.currency;
    return {
      leftSection: <Affix>{symbol}</Affix>,
      leftSectionWidth: Math.max(36, 14 + symbol.length * 9),
    };
  }
  if (props.kind === 'percent') {
    return { rightSection: <Affix>%</Affix>, rightSectionPointerEvents: 'none' };
  }
  return {};
}

/** What every numeric field shows beside its text: label, help, error, placeholder ('0'), size and affix. */
export function numberFieldLook({
  label,
  description,
  error,
  placeholder = '0',
  disabled,
  ...kind
}: NumberKind & Pick<NumberFieldProps, 'label' | 'description' | 'error' | 'placeholder' | 'disabled'>) {
  return { label, description, error, placeholder, disabled, size: 'md' as const, ...numberAffix(kind) };
}

/** Digits after the decimal point: the currency's for money, 2 for a percentage, none for a count. */
export function numberDecimals(props: NumberKind): number {
  return props.kind === 'money' ? minorDigits(props.currency) : props.kind === 'percent' ? 2 : 0;
}

/** Puts `text` in the input with the caret `caretFromEnd` characters before its end, where the edit left it. */
function showText(input: HTMLInputElement, text: string, caretFromEnd: number) {
  input.value = text;
  const caret = Math.max(0, text.length - caretFromEnd);
  input.setSelectionRange(caret, caret);
}

/**
 * One numeric input of the calculator (core spec §5), with the rules of number-text.ts: empty or a number; any
 * other keystroke is ignored; the arrow keys step the value. Phones get the decimal keypad.
 */
export function NumberField({ value, onChange, min = 0, max, step, ...props }: NumberFieldProps) {
  const rules: NumberRules = { decimals: numberDecimals(props), min, max };

  const accept = (input: HTMLInputElement, typed: string, caretFromEnd: number) => {
    const next = editedNumber(typed, rules);
    // An ignored edit leaves the text and the caret where they were; a dropped character leaves the caret after
    // what was kept. React would put the caret at the end, so the input is set here and React finds it in place.
    showText(input, next ?? value, caretFromEnd);
    if (next !== null && next !== value) onChange(next);
  };

  return (
    <TextInput
      {...numberFieldLook(props)}
      value={value}
      inputMode={rules.decimals > 0 ? 'decimal' : 'numeric'}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        accept(input, input.value, input.value.length - (input.selectionEnd ?? input.value.length));
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        const input = event.currentTarget;
        const start = input.selectionStart ?? value.length;
        const end = input.selectionEnd ?? value.length;
        const after = value.slice(end);
        accept(
          input,
          value.slice(0, start) + pastedNumber(event.clipboardData.getData('text')) + after,
          after.length,
        );
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const next = steppedNumber(value, event.key === 'ArrowUp' ? 1 : -1, rules, step);
        if (next !== value) onChange(next);
      }}
    />
  );
}
