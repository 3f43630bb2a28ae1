import {
  calculationReport,
  describeCalculation,
  formatMajor,
  valueText,
  type TCalculationInput,
  type TCalculationResult,
} from '@margin/core';
import { mailTexts, type MailLocale, type ReportLine } from '../mail';
import { mailExplainWords, mailReportWords } from './report-words';

/**
 * The e-mailed summary of a calculation: the very lines the results panel and the file exports show (core's
 * calculationReport), so a line that only appears when above 0 does so in the e-mail too. Its labels, insights,
 * amounts and title are in the seller's language, worded as the app words them; English is core's own text.
 * Formulas stay in the app.
 */
export function calculationReportLines(
  input: TCalculationInput,
  result: TCalculationResult,
  locale: MailLocale = 'en',
): { title: string; lines: ReportLine[] } {
  const described = locale === 'en' ? result : describeCalculation(input, result, mailExplainWords(locale));
  const report = calculationReport(described, mailReportWords(locale));
  const lines = report.sections
    .filter((section) => section.id !== 'formulas')
    .flatMap((section) => section.lines)
    .map((line) => ({ label: line.label, value: valueText(line.value, report.currency, report.locale) }));
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
