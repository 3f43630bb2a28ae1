import { NumberInput } from '@mantine/core';
import { numberDecimals, numberFieldLook, type NumberFieldProps } from './NumberField';

/**
 * A numeric input that groups thousands with commas as the seller types (1,000), as the app prints its numbers, and
 * has up/down arrows: the order's quantity and the shop's annual revenue, in Advanced Options. Mantine's NumberInput
 * keeps the caret in place as the commas come and go, which is why these two are not NumberFields; the rules are
 * the same (number-text.ts), but for the comma, which groups here and is not a decimal point.
 */
export function GroupedNumberField({ value, onChange, min = 0, max, step, ...props }: NumberFieldProps) {
  return (
    <NumberInput
      {...numberFieldLook(props)}
      value={value}
      onChange={(next) => onChange(String(next))}
      min={min}
      max={max}
      step={step}
      clampBehavior="strict"
      allowNegative={false}
      allowDecimal={props.kind !== 'count'}
      decimalScale={numberDecimals(props)}
      thousandSeparator=","
      allowedDecimalSeparators={['.']}
    />
  );
}
