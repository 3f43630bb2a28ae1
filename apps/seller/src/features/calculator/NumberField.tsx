import { useLingui } from '@lingui/react/macro';
import { Text, TextInput, type InputBaseProps } from '@mantine/core';
import { findCurrency, isEnglish, minorDigits } from '@margin/core';
import { useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { editedLocaleNumber, exampleAmount, readablePaste, shownNumber } from './locale-number-text';
import { pastedNumber, steppedNumber, type NumberRules } from './number-text';

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
 * other keystroke is ignored; the arrow keys step the value. Phones get the decimal keypad. The text is in the
 * seller's language (locale-number-text.ts): while the seller types, the field shows their own text ('1.250,5');
 * otherwise the form's number in the language's format, so switching the language re-writes it and loses nothing.
 */
export function NumberField({ value, onChange, min = 0, max, step, error, ...props }: NumberFieldProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rules: NumberRules = { decimals: numberDecimals(props), min, max };
  const [draft, setDraft] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const example = exampleAmount(locale);
  // The seller's own text while it still reads as the form's number; anything that changed the number since (the
  // arrow keys, a loaded scenario, another language) shows the number afresh.
  const text =
    draft !== null && editedLocaleNumber(draft, rules, locale)?.value === value
      ? draft
      : shownNumber(value, locale);

  const accept = (input: HTMLInputElement, typed: string, caretFromEnd: number) => {
    const next = editedLocaleNumber(typed, rules, locale);
    // An ignored edit leaves the text and the caret where they were; a dropped character leaves the caret after
    // what was kept. React would put the caret at the end, so the input is set here and React finds it in place.
    showText(input, next?.shown ?? text, caretFromEnd);
    if (next === null) return;
    setDraft(next.shown);
    setUnreadable(null);
    if (next.value !== value) onChange(next.value);
  };

  return (
    <TextInput
      {...numberFieldLook({
        ...props,
        error:
          unreadable !== null
            ? t`We can’t tell how to read “${unreadable}”: write it like ${example}.`
            : error,
      })}
      value={text}
      inputMode={rules.decimals > 0 ? 'decimal' : 'numeric'}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        accept(input, input.value, input.value.length - (input.selectionEnd ?? input.value.length));
      }}
      onBlur={() => setDraft(null)}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        const input = event.currentTarget;
        const pasted = event.clipboardData.getData('text');
        if (!readablePaste(pasted, locale)) {
          setUnreadable(pasted.trim());
          return;
        }
        const start = input.selectionStart ?? text.length;
        const end = input.selectionEnd ?? text.length;
        const after = text.slice(end);
        // English reads the pasted separators by pastedNumber; the other languages by their own conventions.
        const number = isEnglish(locale) ? pastedNumber(pasted) : pasted;
        accept(input, text.slice(0, start) + number + after, after.length);
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
