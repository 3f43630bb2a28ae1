import {
  calculate,
  findCountry,
  findCurrency,
  formatCount,
  formatMajor,
  forwardRequestFromSnapshot,
  formatPercent,
  type ShareSnapshot,
} from '@margin/core';

/** One "label: value" row of a card. */
export interface ShareLine {
  label: string;
  value: string;
}

// Snapshots are validated when stored, but older or hand-made ones may leave these empty (core spec §2.10).
export const shareCurrency = (calc: ShareSnapshot): string => calc.currency || 'USD';
export const shareCountry = (calc: ShareSnapshot): string => calc.country || 'US';

/** Snapshot amounts are major units ("12.5"); core's formatMajor is formatMoney for those. */
export const shareMoney = (calc: ShareSnapshot, amount: number): string =>
  formatMajor(amount, shareCurrency(calc));

/** Profit margin as the spec shows it: one decimal, always ("40.0%"). */
export const formatMargin = (percent: number): string => `${percent.toFixed(1)}%`;

export function pricingLines(calc: ShareSnapshot): ShareLine[] {
  const lines: ShareLine[] = [
    { label: 'Selling Price', value: shareMoney(calc, calc.price) },
    { label: 'Shipping Cost', value: shareMoney(calc, calc.shipping) },
    { label: 'Quantity', value: formatCount(calc.quantity || 1) },
  ];
  if (calc.options.discount_rate > 0) {
    lines.push({ label: 'Discount', value: formatPercent(calc.options.discount_rate) });
  }
  return lines;
}

export function costLines(calc: ShareSnapshot): ShareLine[] {
  const { costs, fees } = calc;
  const lines: ShareLine[] = [
    { label: 'Product Cost', value: shareMoney(calc, costs.product) },
    { label: 'Printing', value: shareMoney(calc, costs.printing) },
    { label: 'Packaging', value: shareMoney(calc, costs.packaging) },
    { label: 'Additional', value: shareMoney(calc, costs.additional) },
  ];
  if (fees.gift_wrap > 0) lines.push({ label: 'Gift Wrap', value: shareMoney(calc, fees.gift_wrap) });
  lines.push({ label: 'Shipping Cost', value: shareMoney(calc, calc.shipping) });
  if (fees.marketing_ads > 0) {
    lines.push({ label: 'Marketing Ads', value: shareMoney(calc, fees.marketing_ads) });
  }
  return lines;
}

/**
 * Total Costs exactly as the calculator shows it: the engine's own total (item costs times the quantity, gift
 * wrap, shipping and marketing ads), worked out from the snapshot, so a link and the calculator never disagree.
 */
export function totalCosts(calc: ShareSnapshot): number {
  const request = forwardRequestFromSnapshot({ ...calc, country: shareCountry(calc) });
  return calculate(request).costBreakdown.totalCosts;
}

/** How Total Costs was reached, when it is not simply the sum of the lines above it (more than one item). */
export function totalCostsBasis(calc: ShareSnapshot): string | null {
  const quantity = calc.quantity || 1;
  if (quantity <= 1) return null;
  const once = [
    calc.fees.gift_wrap > 0 ? 'gift wrap' : null,
    calc.shipping > 0 ? 'shipping' : null,
    calc.fees.marketing_ads > 0 ? 'marketing ads' : null,
  ].filter((part): part is string => part !== null);
  const list = once.length > 1 ? `${once.slice(0, -1).join(', ')} and ${once.at(-1)}` : once[0];
  return list ? `Item costs × ${quantity}, plus ${list} once per order` : `Item costs × ${quantity}`;
}

function countryLabel(code: string): string {
  const country = findCountry(code);
  return country ? `${country.flag} ${country.name}` : code;
}

function currencyLabel(code: string): string {
  const currency = findCurrency(code);
  return currency ? `${code} · ${currency.name}` : code;
}

export function configurationLines(calc: ShareSnapshot): ShareLine[] {
  const reverse = calc.mode === 'reverse';
  const lines: ShareLine[] = [
    { label: 'Mode', value: reverse ? 'Reverse' : 'Forward' },
    { label: 'Currency', value: currencyLabel(shareCurrency(calc)) },
    { label: 'Country', value: countryLabel(shareCountry(calc)) },
    { label: 'Offsite Ads', value: calc.fees.offsite_ads ? 'Enabled' : 'Disabled' },
  ];
  if (calc.fees.vat_rate > 0) {
    const included = calc.fees.vat_included ? 'included in price' : 'added to price';
    lines.push({ label: 'VAT Rate', value: `${formatPercent(calc.fees.vat_rate)} (${included})` });
  }
  if (calc.fees.annual_revenue > 0) {
    lines.push({ label: 'Annual Revenue', value: shareMoney(calc, calc.fees.annual_revenue) });
  }
  // A reverse calculation was asked for a price that reaches a target: say which one.
  if (reverse && calc.target.profit !== null) {
    lines.push({ label: 'Target Profit', value: shareMoney(calc, calc.target.profit) });
  }
  if (reverse && calc.target.margin !== null) {
    lines.push({ label: 'Target Margin', value: formatPercent(calc.target.margin) });
  }
  return lines;
}

/** "22 Nov 2026", in the reader's time zone; null for a missing or unreadable date. */
export function formatShareDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
