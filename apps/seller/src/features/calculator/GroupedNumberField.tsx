import { useLingui } from '@lingui/react/macro';
import { NumberInput } from '@mantine/core';
import { isEnglish, numberSymbols } from '@margin/core';
import { numberDecimals, numberFieldLook, type NumberFieldProps } from './NumberField';

/**
 * A numeric input that groups thousands as the seller types (1,000 in English, 1.000 in German), as the app prints
 * its numbers, and has up/down arrows: the order's quantity and the shop's annual revenue, in Advanced Options.
 * Mantine's NumberInput keeps the caret in place as the separators come and go, which is why these two are not
 * NumberFields; the rules are the same (number-text.ts), but for the group separator, which only groups here and is
 * never a decimal mark. The form keeps the English-style number ('1250.5'), which the input reads as such.
 */
export function GroupedNumberField({ value, onChange, min = 0, max, step, ...props }: NumberFieldProps) {
  const { i18n } = useLingui();
  const { decimal, group } = isEnglish(i18n.locale)
    ? { decimal: '.', group: ',' }
    : numberSymbols(i18n.locale);
  return (
    <NumberInput
      {...numberFieldLook(props)}
      value={value}
      valueIsNumericString
      onChange={(next) => onChange(String(next))}
      min={min}
      max={max}
      step={step}
      clampBehavior="strict"
      allowNegative={false}
      allowDecimal={props.kind !== 'count'}
      decimalScale={numberDecimals(props)}
      decimalSeparator={decimal}
      thousandSeparator={group}
      allowedDecimalSeparators={[decimal]}
    />
  );
}
