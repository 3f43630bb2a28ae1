import { formatCount, formatPercent } from '@margin/core';
import { useLocale } from '../../../i18n/runtime';
import { moneyIn, percentIn } from './CsvResultParts';

/**
 * How a tool's results write their figures in the language on screen: amounts in the file's currency, margins
 * to one decimal, counts, and whole rates such as the margin tiers.
 */
export function useResultFormats(currency: string) {
  const locale = useLocale();
  return {
    locale,
    money: moneyIn(currency, locale),
    percent: percentIn(locale),
    count: (value: number) => formatCount(value, locale),
    rate: (value: number) => formatPercent(value, locale),
  };
}
