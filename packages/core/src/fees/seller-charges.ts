import chargesData from '../data/seller-charges.json' with { type: 'json' };
import { bpToPpm } from './exact';

/** A rate from data/seller-charges.json with the date it was checked and where. */
export interface DatedRate {
  ratePpm: number;
  checkedOn: string;
  sourceUrl: string;
}

type RateRows = Record<string, { rate_bp: number; checked_on: string; source_url: string }>;

function datedRate(rows: RateRows, country: string): DatedRate | null {
  const row = rows[country.toUpperCase()];
  if (!row || row.rate_bp === 0) return null;
  return { ratePpm: bpToPpm(row.rate_bp), checkedOn: row.checked_on, sourceUrl: row.source_url };
}

/** When the marketplace began charging the regulatory operating fee (at lower rates than today's). */
export const REGULATORY_FEE_LAUNCHED_ON = chargesData.regulatory_operating_fee.launched_on;

/** The regulatory operating fee for a seller based in `country` (a share of items + shipping + gift wrap), or null. */
export function regulatoryFeeRate(country: string): DatedRate | null {
  return datedRate(chargesData.regulatory_operating_fee.rates, country);
}

/** The seller country's VAT rate charged on the marketplace's fees to a seller who is not VAT-registered, or null. */
export function vatOnFeesRate(country: string): DatedRate | null {
  return datedRate(chargesData.vat_on_fees.rates, country);
}
