import { NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { findCurrency, minorDigits } from '@margin/core';

type Kind =
  /** An amount in the seller's currency: symbol in front, the currency's decimals. */
  | { kind: 'money'; currency: string }
  /** A percentage. */
  | { kind: 'percent' }
  /** A whole number of items. */
  | { kind: 'count' };

export type NumberFieldProps = Kind &
  Pick<
    NumberInputProps,
    'label' | 'description' | 'error' | 'max' | 'min' | 'step' | 'placeholder' | 'disabled'
  > & {
    value: string;
    onChange: (value: string) => void;
    /** Shows the up/down arrows (quantity, annual revenue); arrow keys step every field by `step`. */
    stepper?: boolean;
    /** Groups thousands with commas (1,000), as the app prints its numbers. */
    thousands?: boolean;
  };

function Affix({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" fw={500} aria-hidden="true">
      {children}
    </Text>
  );
}

/**
 * One numeric input of the calculator (core spec §5): empty or a number; any other keystroke (letters, a
 * second decimal point, a minus sign, more decimals than the currency has, a value out of range) is ignored.
 * Phones get the decimal keypad; a comma is read as the decimal point, as many keyboards type it.
 */
export function NumberField({
  value,
  onChange,
  stepper = false,
  thousands = false,
  min = 0,
  max,
  ...props
}: NumberFieldProps) {
  const affix =
    props.kind === 'money'
      ? { leftSection: <Affix>{findCurrency(props.currency)?.symbol ?? props.currency}</Affix> }
      : props.kind === 'percent'
        ? { rightSection: <Affix>%</Affix>, rightSectionPointerEvents: 'none' as const }
        : {};
  const money = props.kind === 'money';
  const symbolLength = money ? (findCurrency(props.currency)?.symbol ?? props.currency).length : 0;

  return (
    <NumberInput
      label={props.label}
      description={props.description}
      error={props.error}
      placeholder={props.placeholder ?? '0'}
      disabled={props.disabled}
      value={value}
      onChange={(next) => onChange(String(next))}
      min={min}
      max={max}
      step={props.step}
      clampBehavior="strict"
      allowNegative={false}
      allowDecimal={props.kind !== 'count'}
      decimalScale={money ? minorDigits(props.currency) : 2}
      thousandSeparator={thousands ? ',' : undefined}
      allowedDecimalSeparators={thousands ? ['.'] : ['.', ',']}
      // The '%' sits where the arrows would; arrow keys still step it.
      hideControls={!stepper || props.kind === 'percent'}
      size="md"
      leftSectionWidth={money ? Math.max(36, 14 + symbolLength * 9) : undefined}
      {...affix}
    />
  );
}
