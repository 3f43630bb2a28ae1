import { CURRENCY_CONVERSION_PPM, type TCountryInfo } from '@margin/core';
import type { CalculatorForm, ChargeField } from './form';

/** Percent with at most four decimals, so 0.0032 reads 0.32 and not 0.32000000000000006. */
const percentOf = (fraction: number) => Number((fraction * 100).toFixed(4));

/**
 * The rate a charge starts at when the seller turns it on: the country's figure from the fee table, the
 * marketplace's conversion rate, or (for buyers abroad, where the table has no separate rate) the domestic
 * rate, which adds nothing until the seller changes it.
 */
export function chargeDefault(field: ChargeField, country: TCountryInfo | undefined): number | null {
  switch (field) {
    case 'currency_conversion_rate':
      return CURRENCY_CONVERSION_PPM / 10_000;
    case 'regulatory_fee_rate':
      return country ? percentOf(country.regulatory_fee_rate) : null;
    case 'vat_on_fees_rate':
      return country ? percentOf(country.vat_on_fees_rate) : null;
    case 'international_processing_rate':
      return country
        ? percentOf(country.international_processing_rate ?? country.payment_processing_rate)
        : null;
  }
}

/** The charges that depend on where the seller is based, prefilled from the dated table for their country. */
export const COUNTRY_CHARGE_FIELDS = ['regulatory_fee_rate', 'vat_on_fees_rate'] as const;

/** When the country's rate for a charge was checked, or null when the country has none. */
export function chargeCheckedOn(field: ChargeField, country: TCountryInfo | undefined): string | null {
  if (!country) return null;
  if (field === 'regulatory_fee_rate') return country.regulatory_fee_checked_on;
  if (field === 'vat_on_fees_rate') return country.vat_on_fees_checked_on;
  return null;
}

/**
 * The form with the charges that apply to a seller in `country` turned on at the country's rate (the regulatory
 * operating fee, VAT on the marketplace's fees) and those that do not turned off; the seller can switch each off.
 */
export function withCountryCharges(form: CalculatorForm, country: TCountryInfo | undefined): CalculatorForm {
  const charges = { ...form.charges };
  for (const field of COUNTRY_CHARGE_FIELDS) {
    const rate = chargeDefault(field, country);
    charges[field] = rate ? { on: true, rate: String(rate) } : { on: false, rate: '' };
  }
  return { ...form, charges };
}
