import { msg, plural, t } from '@lingui/core/macro';
import {
  DEFAULT_COUNTRY,
  findCountry,
  formatCount,
  hasAtMostDecimals,
  isEnglish,
  isSafeText,
  isSingleLine,
  MAX_AMOUNT,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_ANNUAL_REVENUE,
  MAX_PERCENT,
  MAX_QUANTITY,
  MAX_VAT_RATE,
  PERCENT_DECIMALS,
  minorDigits,
  type TCalculationRequest,
} from '@margin/core';
import { localized } from '../../i18n/localized';
import { i18n } from '../../i18n/runtime';
import {
  CHARGE_FIELDS,
  FIELD_LABELS,
  FLAG_FIELDS,
  MONEY_FIELDS,
  RATE_FIELDS,
  type CalculatorForm,
  type ChargeField,
  type MoneyField,
  type NumberField,
} from './form';

/** Problems with the inputs, by field, worded to sit under the field. */
export type FieldErrors = Partial<
  Record<NumberField | ChargeField | 'target_margin' | 'product_name', string>
>;

export interface PreparedRequest {
  request: TCalculationRequest;
  /** Values the rules refuse (out of range, too many decimals): said under the field as soon as typed. */
  errors: FieldErrors;
  /**
   * What the mode needs and the form does not give yet (a selling price above 0; a target profit), as a
   * sentence asking for it. Nothing is calculated without it; the field says so once the seller has
   * calculated, not while they are still filling the form in.
   */
  missing: FieldErrors;
}

export const MISSING_TEXTS = localized({
  sellingPrice: msg`Enter a selling price to calculate.`,
  sellingPriceZero: msg`Enter a selling price above 0 to calculate.`,
  targetProfit: msg`Enter the profit you want to calculate the price.`,
});

/**
 * A typed number (core spec §5): empty is "not given", text that does not parse counts as 0. The inputs only
 * accept numbers, so a failure here is a stray "." or a value that came from elsewhere.
 */
function parseAmount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** Empty or unreadable quantities count as 1 (core spec §5); a readable one is checked, not replaced. */
function parseQuantity(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 1 : value;
}

const RATE_LIMITS: Record<(typeof RATE_FIELDS)[number] | ChargeField, number> = {
  discount_rate: MAX_PERCENT,
  vat_rate: MAX_VAT_RATE,
  regulatory_fee_rate: MAX_PERCENT,
  vat_on_fees_rate: MAX_PERCENT,
  currency_conversion_rate: MAX_PERCENT,
  international_processing_rate: MAX_PERCENT,
};

/** The money fields a mode does not use stay out of the request (and out of a shared link). */
const unusedIn = (mode: TCalculationRequest['mode']): MoneyField[] =>
  mode === 'forward' ? ['target_profit'] : ['selling_price'];

/**
 * The engine's request for the form, and what is wrong with it. The rules are ZCalculationInputSchema's
 * (amounts 0 to 1,000,000 with the currency's decimals, rates in range, quantity a whole number from 1),
 * checked here without zod so the calculator's bundle does not carry it. The problems are worded in `locale`,
 * the language on screen.
 */
export function prepareRequest(
  form: CalculatorForm,
  countryCode: string,
  locale: string = i18n.locale,
): PreparedRequest {
  const country = findCountry(countryCode)?.code ?? DEFAULT_COUNTRY;
  const digits = minorDigits(findCountry(country)!.currency);
  const errors: FieldErrors = {};
  const missing: FieldErrors = {};
  const request: TCalculationRequest = { mode: form.mode, country };

  const checkRange = (field: keyof FieldErrors, value: number, max: number, decimals: number) => {
    const most = formatCount(max, locale);
    if (value < 0) errors[field] = t`Cannot be negative`;
    else if (value > max) errors[field] = t`Must be at most ${most}`;
    else if (!hasAtMostDecimals(value, decimals))
      errors[field] =
        decimals === 0
          ? t`Must be a whole amount`
          : plural(decimals, { one: 'Use at most # decimal place', other: 'Use at most # decimal places' });
  };

  const name = form.product_name.trim();
  if (name !== '') {
    request.product_name = name;
    const problem = productNameProblem(name);
    if (problem) errors.product_name = problem;
  }

  const skipped = unusedIn(form.mode);
  if (form.mode === 'reverse' && form.targetKind === 'margin') skipped.push('target_profit');
  for (const field of MONEY_FIELDS) {
    if (skipped.includes(field)) continue;
    const value = parseAmount(form[field]);
    if (value === undefined) continue;
    request[field] = value;
    checkRange(field, value, field === 'annual_revenue' ? MAX_ANNUAL_REVENUE : MAX_AMOUNT, digits);
  }
  for (const field of RATE_FIELDS) {
    const value = parseAmount(form[field]);
    if (value === undefined) continue;
    request[field] = value;
    checkRange(field, value, RATE_LIMITS[field], PERCENT_DECIMALS);
  }
  for (const field of FLAG_FIELDS) request[field] = form[field];
  for (const field of CHARGE_FIELDS) {
    const charge = form.charges[field];
    const value = charge.on ? parseAmount(charge.rate) : undefined;
    if (value === undefined) continue;
    request[field] = value;
    checkRange(field, value, RATE_LIMITS[field], PERCENT_DECIMALS);
  }

  const quantity = parseQuantity(form.quantity);
  request.quantity = quantity;
  const mostItems = formatCount(MAX_QUANTITY, locale);
  if (!Number.isInteger(quantity)) errors.quantity = t`Must be a whole number`;
  else if (quantity < 1) errors.quantity = t`Must be at least 1`;
  else if (quantity > MAX_QUANTITY) errors.quantity = t`Must be at most ${mostItems}`;

  if (form.mode === 'reverse') {
    if (form.targetKind === 'margin') {
      request.target_margin = form.target_margin;
      if (!(form.target_margin >= 0 && form.target_margin < 100))
        errors.target_margin = t`Must be from 0 to below 100`;
    } else if (request.target_profit === undefined) {
      // Without a target there is no question to answer (the break-even price has a card of its own).
      missing.target_profit = MISSING_TEXTS.targetProfit;
    }
  } else if (request.selling_price === undefined) {
    missing.selling_price = MISSING_TEXTS.sellingPrice;
  } else if (request.selling_price === 0) {
    missing.selling_price = MISSING_TEXTS.sellingPriceZero;
  }
  return { request, errors, missing };
}

/** What the schema's product_name rule (a safe line of at most 200 characters) says, worded for the field. */
function productNameProblem(name: string): string | null {
  const most = MAX_PRODUCT_NAME_LENGTH;
  if (!isSafeText(name)) return t`Use plain text, without control or direction-override characters`;
  if (!isSingleLine(name)) return t`Keep the name on one line`;
  if (name.length > most) return t`Use at most ${most} characters`;
  return null;
}

/**
 * "Selling price: cannot be negative" lines for a summary next to the button. English lowers the message's first
 * letter after the colon; German nouns keep theirs, so the other languages keep the message as it is.
 */
export function describeErrors(errors: FieldErrors): string[] {
  return (Object.entries(errors) as [keyof FieldErrors, string][]).map(([field, message]) => {
    const label = FIELD_LABELS[field];
    const problem = isEnglish(i18n.locale) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
    return t`${label}: ${problem}`;
  });
}

/** Everything that stops a calculation, for the summary: what is missing (already a sentence) first. */
export function problemsOf({ errors, missing }: Pick<PreparedRequest, 'errors' | 'missing'>): string[] {
  return [...Object.values(missing), ...describeErrors(errors)];
}
