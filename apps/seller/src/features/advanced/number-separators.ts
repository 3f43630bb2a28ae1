import { isEnglish, numberSymbols } from '@margin/core';

/**
 * What a number input of Advanced mode takes and shows in the seller's language: '12,50' in German, as the
 * calculator's fields. The input still gives the number English-style ('12.50'), so what is saved does not depend
 * on the language. Outside English only the language's decimal mark is one: a German '1.250' is 1250, never 1.25.
 */
export function numberSeparators(locale: string, grouped = false) {
  if (isEnglish(locale)) return { thousandSeparator: grouped ? ',' : undefined };
  const { decimal, group } = numberSymbols(locale);
  return {
    decimalSeparator: decimal,
    thousandSeparator: grouped ? group : undefined,
    allowedDecimalSeparators: [decimal],
  };
}
