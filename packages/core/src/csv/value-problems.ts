/**
 * Why a cell's value could not be read, by code: the API says it in English (the reason sentences of
 * csv/values.ts), the seller app in the seller's language from the same code and cell.
 */

/** Writes a value problem as the reason's sentence: English by default, the seller's language in the app. */
export type DescribeValue = (problem: ValueProblem) => string;

/** Why a cell's value could not be read, by code, with the cell as quoted (40 characters at most). */
export interface ValueProblem {
  code:
    | 'not_money'
    | 'not_amount_characters'
    | 'decimals'
    | 'too_large_amount'
    | 'negative_quantity'
    | 'not_quantity'
    | 'not_whole'
    | 'too_large_quantity'
    | 'date_form'
    | 'calendar_date'
    | 'not_yes_no';
  /** The cell's text, cut at 40 characters. */
  text: string;
  /** The currency's decimals ('decimals' only). */
  digits?: number;
}

const VALUE_PROBLEM_TEXT: Record<ValueProblem['code'], (digits: number) => string> = {
  not_money: () => 'is not an amount of money',
  not_amount_characters: () => 'has characters that are not part of an amount',
  decimals: (digits) => `has more than ${digits} decimal places`,
  too_large_amount: () => 'is too large an amount',
  negative_quantity: () => 'is not a quantity of zero or more',
  not_quantity: () => 'is not a quantity',
  not_whole: () => 'is not a whole number',
  too_large_quantity: () => 'is too large a quantity',
  date_form: () => 'is not a date in the form MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD',
  calendar_date: () => 'is not a date on the calendar (month first: MM/DD/YY)',
  not_yes_no: () => 'is not yes or no',
};

/** "'12.5.0' is not an amount of money": a value problem in English, the API's words. */
export function englishValueProblem(problem: ValueProblem): string {
  return `'${problem.text}' ${VALUE_PROBLEM_TEXT[problem.code](problem.digits ?? 0)}`;
}

/** A parser's failure: the problem written by `describe`. */
export function valueFailure(
  describe: DescribeValue,
  code: ValueProblem['code'],
  raw: string,
  digits?: number,
): { ok: false; reason: string } {
  const problem: ValueProblem = { code, text: raw.length > 40 ? `${raw.slice(0, 40)}…` : raw };
  if (digits !== undefined) problem.digits = digits;
  return { ok: false, reason: describe(problem) };
}
