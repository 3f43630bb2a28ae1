import { findCountry, formatMajor, type TCalculationResult } from '@margin/core';
import type { ReportLine } from '../mail';

/**
 * The lines of a calculation summary, from the engine's result: the same figures the results panel shows,
 * with the optional fee lines only when above 0 (as the panel does).
 */
export function calculationReportLines(result: TCalculationResult): { title: string; lines: ReportLine[] } {
  const money = (amount: number) => formatMajor(amount, result.currency);
  const revenue = result.revenueBreakdown;
  const country = findCountry(result.country)?.name ?? result.country;
  const lines: ReportLine[] = [
    { label: 'Country', value: `${country} (${result.currency})` },
    { label: 'Selling price', value: money(result.sellingPrice) },
    { label: 'Quantity', value: String(result.quantity) },
    { label: 'Gross revenue', value: money(revenue.grossRevenue) },
    { label: 'Listing fee', value: money(revenue.listingFee) },
    { label: 'Transaction fee', value: money(revenue.transactionFee) },
    { label: 'Payment processing', value: money(revenue.paymentProcessingFee) },
  ];
  if (revenue.offsiteAdsFee > 0)
    lines.push({ label: 'Offsite ads fee', value: money(revenue.offsiteAdsFee) });
  for (const charge of revenue.additionalCharges)
    lines.push({ label: charge.label, value: money(charge.amount) });
  lines.push({ label: 'Total marketplace fees', value: money(revenue.totalMarketplaceFees) });
  if (revenue.vatAmount > 0) lines.push({ label: 'VAT/Tax', value: money(revenue.vatAmount) });
  lines.push(
    { label: 'Net revenue', value: money(revenue.netRevenue) },
    { label: 'Total costs', value: money(result.costBreakdown.totalCosts) },
    { label: 'Net profit', value: money(result.profitAnalysis.netProfit) },
    { label: 'Profit margin', value: `${result.profitAnalysis.profitMargin.toFixed(2)}%` },
    {
      label: 'Break-even price',
      value:
        result.insights.breakEvenPrice === null
          ? 'no price breaks even'
          : money(result.insights.breakEvenPrice),
    },
  );
  const title =
    result.mode === 'reverse'
      ? `Required price ${money(result.sellingPrice)}`
      : `Profit ${money(result.profitAnalysis.netProfit)} at ${money(result.sellingPrice)}`;
  return { title, lines };
}
