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
import { t } from '@lingui/core/macro';
import { i18n } from '../../i18n/runtime';

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
  formatMajor(amount, shareCurrency(calc), i18n.locale);

/** Profit margin as the spec shows it: one decimal, always ("40.0%"). */
export const formatMargin = (percent: number): string =>
  i18n.locale === 'en'
    ? `${percent.toFixed(1)}%`
    : new Intl.NumberFormat(i18n.locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(Number(percent.toFixed(1)) / 100);

export function pricingLines(calc: ShareSnapshot): ShareLine[] {
  const lines: ShareLine[] = [
    { label: t`Selling Price`, value: shareMoney(calc, calc.price) },
    { label: t`Shipping Cost`, value: shareMoney(calc, calc.shipping) },
    { label: t`Quantity`, value: formatCount(calc.quantity || 1, i18n.locale) },
  ];
  if (calc.options.discount_rate > 0) {
    lines.push({ label: t`Discount`, value: formatPercent(calc.options.discount_rate, i18n.locale) });
  }
  return lines;
}

export function costLines(calc: ShareSnapshot): ShareLine[] {
  const { costs, fees } = calc;
  const lines: ShareLine[] = [
    { label: t`Product Cost`, value: shareMoney(calc, costs.product) },
    { label: t`Printing`, value: shareMoney(calc, costs.printing) },
    { label: t`Packaging`, value: shareMoney(calc, costs.packaging) },
    { label: t`Additional`, value: shareMoney(calc, costs.additional) },
  ];
  if (fees.gift_wrap > 0) lines.push({ label: t`Gift Wrap`, value: shareMoney(calc, fees.gift_wrap) });
  lines.push({ label: t`Shipping Cost`, value: shareMoney(calc, calc.shipping) });
  if (fees.marketing_ads > 0) {
    lines.push({ label: t`Marketing Ads`, value: shareMoney(calc, fees.marketing_ads) });
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
    calc.fees.gift_wrap > 0 ? t`gift wrap` : null,
    calc.shipping > 0 ? t`shipping` : null,
    calc.fees.marketing_ads > 0 ? t`marketing ads` : null,
  ].filter((part): part is string => part !== null);
  // English keeps its own list ('a, b and c'); the other languages join by their own rules.
  const list =
    i18n.locale !== 'en'
      ? once.length > 0
        ? new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(once)
        : undefined
      : once.length > 1
        ? `${once.slice(0, -1).join(', ')} and ${once.at(-1)}`
        : once[0];
  return list ? t`Item costs × ${quantity}, plus ${list} once per order` : t`Item costs × ${quantity}`;
}

/** A country's or currency's name in the reader's language (English: the product's own names). */
function displayName(type: 'region' | 'currency', code: string, english: string): string {
  if (i18n.locale === 'en') return english;
  return new Intl.DisplayNames(i18n.locale, { type }).of(code) ?? english;
}

function countryLabel(code: string): string {
  const country = findCountry(code);
  return country ? `${country.flag} ${displayName('region', code, country.name)}` : code;
}

function currencyLabel(code: string): string {
  const currency = findCurrency(code);
  return currency ? `${code} · ${displayName('currency', code, currency.name)}` : code;
}

export function configurationLines(calc: ShareSnapshot): ShareLine[] {
  const reverse = calc.mode === 'reverse';
  const lines: ShareLine[] = [
    { label: t`Mode`, value: reverse ? t`Reverse` : t`Forward` },
    { label: t`Currency`, value: currencyLabel(shareCurrency(calc)) },
    { label: t`Country`, value: countryLabel(shareCountry(calc)) },
    { label: t`Offsite Ads`, value: calc.fees.offsite_ads ? t`Enabled` : t`Disabled` },
  ];
  if (calc.fees.vat_rate > 0) {
    const included = calc.fees.vat_included ? t`included in price` : t`added to price`;
    lines.push({
      label: t`VAT Rate`,
      value: `${formatPercent(calc.fees.vat_rate, i18n.locale)} (${included})`,
    });
  }
  if (calc.fees.annual_revenue > 0) {
    lines.push({ label: t`Annual Revenue`, value: shareMoney(calc, calc.fees.annual_revenue) });
  }
  // A reverse calculation was asked for a price that reaches a target: say which one.
  if (reverse && calc.target.profit !== null) {
    lines.push({ label: t`Target Profit`, value: shareMoney(calc, calc.target.profit) });
  }
  if (reverse && calc.target.margin !== null) {
    lines.push({ label: t`Target Margin`, value: formatPercent(calc.target.margin, i18n.locale) });
  }
  return lines;
}

/** "22 Nov 2026", in the reader's time zone; null for a missing or unreadable date. */
export function formatShareDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
