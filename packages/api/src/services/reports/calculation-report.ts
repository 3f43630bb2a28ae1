import { calculationReport, formatMajor, valueText, type TCalculationResult } from '@margin/core';
import { mailTexts, type MailLocale, type ReportLine } from '../mail';

/**
 * The e-mailed summary of a calculation: the very lines the results panel and the file exports show (core's
 * calculationReport, English like the exports), so a line that only appears when above 0 does so in the e-mail
 * too. The title is in the seller's language. Formulas stay in the app.
 */
export function calculationReportLines(
  result: TCalculationResult,
  locale: MailLocale = 'en',
): { title: string; lines: ReportLine[] } {
  const report = calculationReport(result);
  const lines = report.sections
    .filter((section) => section.id !== 'formulas')
    .flatMap((section) => section.lines)
    .map((line) => ({ label: line.label, value: valueText(line.value, report.currency) }));
  const { text } = mailTexts(locale);
  const money = (amount: number) => formatMajor(amount, result.currency, locale);
  const figures =
    result.mode === 'reverse'
      ? text('reportRequiredPrice', { price: money(result.sellingPrice) })
      : text('reportProfit', {
          profit: money(result.profitAnalysis.netProfit),
          price: money(result.sellingPrice),
        });
  // The product first, so a seller who mails several calculations tells them apart in the inbox.
  const title = result.productName ? `${result.productName}: ${figures}` : figures;
  return { title, lines };
}
