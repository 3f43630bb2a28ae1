import { findCountry } from '../countries/countries';
import { formatMajor, formatMoney, formatPercent } from '../currency/format';
import { isEnglish, numberFormat } from '../format/locale-numbers';
import { countryFees } from '../fees/schedule';
import type { TCalculationMode, TCalculationResult } from '../fees/schemas';
import {
  headlineOf,
  moneyValue as money,
  textValue as text,
  valueText,
  type ReportHeadline,
  type ReportValue,
} from './values';
import { ENGLISH_REPORT_WORDS, type ReportWords } from './words';

export { ENGLISH_REPORT_WORDS, type ReportWords } from './words';

/**
 * The lines of one calculation as the seller reads them: the results panel renders them, and every export
 * (CSV, PDF, Excel, image, the e-mailed summary) prints the very same lines, so a line that only shows when above 0 does so
 * everywhere. Pure: amounts stay numbers (Excel keeps them as numbers) and `valueText` gives the words. The
 * words are English unless a language's are given (`ReportWords`): the API's answers stay English word for word.
 */

export interface ReportLine {
  id: string;
  label: string;
  value: ReportValue;
  /** 'fee' lines are taken from the revenue; 'subtotal' sums them; 'total' closes a section. */
  role?: 'fee' | 'subtotal' | 'total';
}

export interface ReportSection {
  id: 'summary' | 'revenue' | 'costs' | 'insights' | 'formulas';
  title: string;
  lines: ReportLine[];
}

export interface CalculationReport {
  title: string;
  currency: string;
  /** "United States (USD)". */
  place: string;
  headline: ReportHeadline;
  sections: ReportSection[];
  sources: { label: string; url: string }[];
  /** The language its figures are written in (`valueText(value, currency, report.locale)`); absent for English. */
  locale?: string;
}

/** '1,000': quantities grouped as the app's money is. */
const QUANTITY_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function panelTitle(mode: TCalculationMode, words: ReportWords = ENGLISH_REPORT_WORDS): string {
  return mode === 'reverse' ? words.requiredPriceAnalysis : words.profitAnalysis;
}

/** The title of a calculation wherever it shows: the product it is about first, when the seller named one. */
export function reportTitle(
  result: Pick<TCalculationResult, 'mode' | 'productName'>,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): string {
  const title = panelTitle(result.mode, words);
  return result.productName ? `${result.productName} — ${title}` : title;
}

/** A line as the eye reads it on a page: fees and their total are taken from the revenue ("−$1.89"). */
export function displayText(line: ReportLine, currency: string, locale?: string): string {
  const value = valueText(line.value, currency, locale);
  return line.role === 'fee' || line.role === 'subtotal' ? `−${value}` : value;
}

/** What reverse mode solved for, in words: "for a $10.00 profit" or "for a 30% margin". */
export function targetText(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): string | null {
  if (!result.target) return null;
  return result.target.kind === 'margin'
    ? words.targetMargin(formatPercent(result.target.value, words.locale))
    : words.targetProfit(formatMajor(result.target.value, result.currency, words.locale));
}

export function breakEvenValue(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): ReportValue {
  const price = result.insights.breakEvenPrice;
  return price === null ? text(words.noBreakEven) : money(price);
}

/** The rates the fee labels quote, from the fee table of the result's country. */
function feeRates(result: TCalculationResult, locale: string | undefined) {
  const country = findCountry(result.country);
  if (!country) return { transaction: '', processing: '' };
  const fees = countryFees(country);
  const rate = (ppm: number) => formatPercent(ppm / 10_000, locale);
  return {
    transaction: ` (${rate(fees.transactionPpm)})`,
    processing: ` (${rate(fees.processingPpm)} + ${formatMoney(fees.processingFixed, fees.currency, locale)})`,
  };
}

/** Revenue breakdown: offsite ads, each optional charge and VAT/Tax only when above 0 (core spec §2.5). */
export function revenueLines(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): ReportLine[] {
  const revenue = result.revenueBreakdown;
  const rates = feeRates(result, words.locale);
  const label = words.revenue;
  const lines: ReportLine[] = [
    { id: 'gross', label: label.gross, value: money(revenue.grossRevenue) },
    { id: 'listing', label: label.listing, value: money(revenue.listingFee), role: 'fee' },
    {
      id: 'transaction',
      label: `${label.transaction}${rates.transaction}`,
      value: money(revenue.transactionFee),
      role: 'fee',
    },
    {
      id: 'processing',
      label: `${label.processing}${rates.processing}`,
      value: money(revenue.paymentProcessingFee),
      role: 'fee',
    },
  ];
  if (revenue.offsiteAdsFee > 0) {
    lines.push({
      id: 'offsite_ads',
      label: label.offsiteAds,
      value: money(revenue.offsiteAdsFee),
      role: 'fee',
    });
  }
  // The engine lists an optional charge only when it is above 0.
  for (const charge of revenue.additionalCharges) {
    lines.push({ id: charge.id, label: charge.label, value: money(charge.amount), role: 'fee' });
  }
  lines.push({
    id: 'fees_total',
    label: label.feesTotal,
    value: money(revenue.totalMarketplaceFees),
    role: 'subtotal',
  });
  if (revenue.vatAmount > 0) {
    lines.push({ id: 'vat', label: label.vat, value: money(revenue.vatAmount), role: 'fee' });
  }
  lines.push({ id: 'net', label: label.net, value: money(revenue.netRevenue), role: 'total' });
  return lines;
}

export function costLines(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): ReportLine[] {
  const costs = result.costBreakdown;
  const label = words.costs;
  return [
    { id: 'product', label: label.product, value: money(costs.productCost) },
    { id: 'shipping', label: label.shipping, value: money(costs.shippingCost) },
    { id: 'marketing', label: label.marketing, value: money(costs.marketingAdsCost) },
    { id: 'costs_total', label: label.total, value: money(costs.totalCosts), role: 'total' },
  ];
}

/** The insights as the result words them (`describeCalculation` words them in a language). */
export function insightLines(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): ReportLine[] {
  const label = words.insights;
  return [
    { id: 'biggest_cost', label: label.biggestCost, value: text(result.insights.biggestCost || label.none) },
    { id: 'fee_structure', label: label.feeStructure, value: text(result.insights.feeStructure) },
  ];
}

/** 'Show Calculation Formulas': offsite ads only when it applies; the optional charges explain themselves too. */
export function formulaLines(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): ReportLine[] {
  const formulas = result.formulas;
  const label = words.revenue;
  const lines: ReportLine[] = [
    { id: 'listing', label: label.listing, value: text(formulas.listingFee) },
    { id: 'transaction', label: label.transaction, value: text(formulas.transactionFee) },
    { id: 'processing', label: label.processing, value: text(formulas.paymentProcessingFee) },
  ];
  if (formulas.offsiteAdsFee) {
    lines.push({ id: 'offsite_ads', label: label.offsiteAds, value: text(formulas.offsiteAdsFee) });
  }
  for (const charge of result.revenueBreakdown.additionalCharges) {
    lines.push({ id: charge.id, label: charge.label, value: text(charge.formula) });
  }
  lines.push({ id: 'profit', label: words.profitCalculation, value: text(formulas.profitCalculation) });
  return lines;
}

export function sourceLinks(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): CalculationReport['sources'] {
  return [
    { label: words.sources.feeBasics, url: result.sources.etsyFeeBasics },
    { label: words.sources.paymentProcessing, url: result.sources.paymentProcessing },
    { label: words.sources.offsiteAds, url: result.sources.offsiteAds },
  ];
}

/** '1,200' in English (as the app's money groups), '1.200' in German. */
function quantityText(quantity: number, locale: string | undefined): string {
  return isEnglish(locale)
    ? QUANTITY_FORMAT.format(quantity)
    : numberFormat(locale!, { maximumFractionDigits: 0 }).format(quantity);
}

export function calculationReport(
  result: TCalculationResult,
  words: ReportWords = ENGLISH_REPORT_WORDS,
): CalculationReport {
  const headline = headlineOf(result, words);
  const englishName = findCountry(result.country)?.name ?? result.country;
  const place = `${words.countryName(result.country, englishName)} (${result.currency})`;
  const target = targetText(result, words);
  const label = words.summary;
  const summary: ReportLine[] = [
    ...(result.productName
      ? [{ id: 'product_name', label: label.product, value: text(result.productName) }]
      : []),
    { id: 'country', label: label.country, value: text(place) },
    { id: 'mode', label: label.mode, value: text(result.mode === 'reverse' ? label.reverse : label.forward) },
    ...(target ? [{ id: 'target', label: label.target, value: text(target) }] : []),
    { id: 'price', label: label.sellingPrice, value: money(result.sellingPrice) },
    { id: 'quantity', label: label.quantity, value: text(quantityText(result.quantity, words.locale)) },
    { id: 'profit', label: label.netProfit, value: money(result.profitAnalysis.netProfit) },
    { id: 'margin', label: label.profitMargin, value: headline.margin },
    { id: 'break_even', label: label.breakEven, value: breakEvenValue(result, words) },
  ];
  const sections = words.sections;
  return {
    title: reportTitle(result, words),
    currency: result.currency,
    place,
    headline,
    sections: [
      { id: 'summary', title: sections.summary, lines: summary },
      { id: 'revenue', title: sections.revenue(result.currency), lines: revenueLines(result, words) },
      { id: 'costs', title: sections.costs, lines: costLines(result, words) },
      { id: 'insights', title: sections.insights, lines: insightLines(result, words) },
      { id: 'formulas', title: sections.formulas, lines: formulaLines(result, words) },
    ],
    sources: sourceLinks(result, words),
    ...(isEnglish(words.locale) ? {} : { locale: words.locale }),
  };
}
