import { findCountry } from '../countries/countries';
import { withArticle } from '../format/articles';
import { formatMajor, formatMoney, formatPercent } from '../currency/format';
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

/**
 * The lines of one calculation as the seller reads them: the results panel renders them, and every export
 * (CSV, PDF, Excel, image, the e-mailed summary) prints the very same lines, so a line that only shows when above 0 does so
 * everywhere. Pure: amounts stay numbers (Excel keeps them as numbers) and `valueText` gives the words.
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
}

/** '1,000': quantities grouped as the app's money is. */
const QUANTITY_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function panelTitle(mode: TCalculationMode): string {
  return mode === 'reverse' ? 'Required Price Analysis' : 'Profit Analysis';
}

/** The title of a calculation wherever it shows: the product it is about first, when the seller named one. */
export function reportTitle(result: Pick<TCalculationResult, 'mode' | 'productName'>): string {
  const title = panelTitle(result.mode);
  return result.productName ? `${result.productName} — ${title}` : title;
}

/** A line as the eye reads it on a page: fees and their total are taken from the revenue ("−$1.89"). */
export function displayText(line: ReportLine, currency: string): string {
  const value = valueText(line.value, currency);
  return line.role === 'fee' || line.role === 'subtotal' ? `−${value}` : value;
}

export const NO_BREAK_EVEN = 'No price breaks even';

/** What reverse mode solved for, in words: "for a $10.00 profit" or "for a 30% margin". */
export function targetText(result: TCalculationResult): string | null {
  if (!result.target) return null;
  return result.target.kind === 'margin'
    ? `for ${withArticle(formatPercent(result.target.value))} margin`
    : `for ${withArticle(formatMajor(result.target.value, result.currency))} profit`;
}

export function breakEvenValue(result: TCalculationResult): ReportValue {
  const price = result.insights.breakEvenPrice;
  return price === null ? text(NO_BREAK_EVEN) : money(price);
}

/** The rates the fee labels quote, from the fee table of the result's country. */
function feeRates(result: TCalculationResult) {
  const country = findCountry(result.country);
  if (!country) return { transaction: '', processing: '' };
  const fees = countryFees(country);
  return {
    transaction: ` (${formatPercent(fees.transactionPpm / 10_000)})`,
    processing: ` (${formatPercent(fees.processingPpm / 10_000)} + ${formatMoney(fees.processingFixed, fees.currency)})`,
  };
}

/** Revenue breakdown: offsite ads, each optional charge and VAT/Tax only when above 0 (core spec §2.5). */
export function revenueLines(result: TCalculationResult): ReportLine[] {
  const revenue = result.revenueBreakdown;
  const rates = feeRates(result);
  const lines: ReportLine[] = [
    { id: 'gross', label: 'Gross Revenue', value: money(revenue.grossRevenue) },
    { id: 'listing', label: 'Listing Fee', value: money(revenue.listingFee), role: 'fee' },
    {
      id: 'transaction',
      label: `Transaction Fee${rates.transaction}`,
      value: money(revenue.transactionFee),
      role: 'fee',
    },
    {
      id: 'processing',
      label: `Payment Processing${rates.processing}`,
      value: money(revenue.paymentProcessingFee),
      role: 'fee',
    },
  ];
  if (revenue.offsiteAdsFee > 0) {
    lines.push({
      id: 'offsite_ads',
      label: 'Offsite Ads Fee',
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
    label: 'Total Marketplace Fees',
    value: money(revenue.totalMarketplaceFees),
    role: 'subtotal',
  });
  if (revenue.vatAmount > 0) {
    lines.push({ id: 'vat', label: 'VAT/Tax', value: money(revenue.vatAmount), role: 'fee' });
  }
  lines.push({ id: 'net', label: 'Net Revenue', value: money(revenue.netRevenue), role: 'total' });
  return lines;
}

export function costLines(result: TCalculationResult): ReportLine[] {
  const costs = result.costBreakdown;
  return [
    { id: 'product', label: 'Product Cost', value: money(costs.productCost) },
    { id: 'shipping', label: 'Shipping Cost', value: money(costs.shippingCost) },
    { id: 'marketing', label: 'Marketing Ads', value: money(costs.marketingAdsCost) },
    { id: 'costs_total', label: 'Total Costs', value: money(costs.totalCosts), role: 'total' },
  ];
}

export function insightLines(result: TCalculationResult): ReportLine[] {
  return [
    { id: 'biggest_cost', label: 'Biggest Cost', value: text(result.insights.biggestCost || 'None') },
    { id: 'fee_structure', label: 'Fee Structure', value: text(result.insights.feeStructure) },
  ];
}

/** 'Show Calculation Formulas': offsite ads only when it applies; the optional charges explain themselves too. */
export function formulaLines(result: TCalculationResult): ReportLine[] {
  const formulas = result.formulas;
  const lines: ReportLine[] = [
    { id: 'listing', label: 'Listing Fee', value: text(formulas.listingFee) },
    { id: 'transaction', label: 'Transaction Fee', value: text(formulas.transactionFee) },
    { id: 'processing', label: 'Payment Processing', value: text(formulas.paymentProcessingFee) },
  ];
  if (formulas.offsiteAdsFee) {
    lines.push({ id: 'offsite_ads', label: 'Offsite Ads Fee', value: text(formulas.offsiteAdsFee) });
  }
  for (const charge of result.revenueBreakdown.additionalCharges) {
    lines.push({ id: charge.id, label: charge.label, value: text(charge.formula) });
  }
  lines.push({ id: 'profit', label: 'Profit Calculation', value: text(formulas.profitCalculation) });
  return lines;
}

export function sourceLinks(result: TCalculationResult): CalculationReport['sources'] {
  return [
    { label: 'Fee basics', url: result.sources.etsyFeeBasics },
    { label: 'Payment processing fees by country', url: result.sources.paymentProcessing },
    { label: 'Offsite Ads policy', url: result.sources.offsiteAds },
  ];
}

export function calculationReport(result: TCalculationResult): CalculationReport {
  const headline = headlineOf(result);
  const countryName = findCountry(result.country)?.name ?? result.country;
  const target = targetText(result);
  const summary: ReportLine[] = [
    ...(result.productName
      ? [{ id: 'product_name', label: 'Product', value: text(result.productName) }]
      : []),
    { id: 'country', label: 'Country', value: text(`${countryName} (${result.currency})`) },
    {
      id: 'mode',
      label: 'Mode',
      value: text(result.mode === 'reverse' ? 'Profit → Price' : 'Price → Profit'),
    },
    ...(target ? [{ id: 'target', label: 'Target', value: text(target) }] : []),
    { id: 'price', label: 'Selling Price', value: money(result.sellingPrice) },
    { id: 'quantity', label: 'Quantity', value: text(QUANTITY_FORMAT.format(result.quantity)) },
    { id: 'profit', label: 'Net Profit', value: money(result.profitAnalysis.netProfit) },
    { id: 'margin', label: 'Profit Margin', value: headline.margin },
    { id: 'break_even', label: 'Break-even Price', value: breakEvenValue(result) },
  ];
  return {
    title: reportTitle(result),
    currency: result.currency,
    place: `${countryName} (${result.currency})`,
    headline,
    sections: [
      { id: 'summary', title: 'Summary', lines: summary },
      { id: 'revenue', title: `Revenue Breakdown (${result.currency})`, lines: revenueLines(result) },
      { id: 'costs', title: 'Cost Breakdown', lines: costLines(result) },
      { id: 'insights', title: 'Key Insights', lines: insightLines(result) },
      { id: 'formulas', title: 'Calculation Formulas', lines: formulaLines(result) },
    ],
    sources: sourceLinks(result),
  };
}
