import type { CalculationReport, TCalculationResult } from '@margin/core';
import { reportCsv } from './csv';
import { downloadFile, exportDateText, exportFileName, MIME } from './download';
import { summaryPng } from './summary-image';
import { reportXlsx } from './xlsx';

export type ExportFormat = keyof typeof MIME;

/**
 * Builds one export of the calculation on the device and saves it; answers the file name. The report carries
 * the words and the language (the panel's own), the result the figures the image sets large.
 */
export async function exportCalculation(
  format: ExportFormat,
  report: CalculationReport,
  result: Pick<TCalculationResult, 'sellingPrice' | 'profitAnalysis'>,
  now: Date = new Date(),
): Promise<string> {
  const generatedOn = exportDateText(now, report.locale);
  const fileName = exportFileName(format, now);
  const data =
    format === 'csv'
      ? reportCsv(report, generatedOn)
      : format === 'pdf'
        ? // pdf-lib and the fonts are the largest part of the exports: fetched only for a PDF.
          await import('./pdf').then(({ reportPdf }) => reportPdf(report, generatedOn, now))
        : format === 'xlsx'
          ? reportXlsx(report, generatedOn, now)
          : await summaryPng({
              report,
              sellingPrice: result.sellingPrice,
              netProfit: result.profitAnalysis.netProfit,
              generatedOn,
            });
  downloadFile(data, fileName, MIME[format]);
  return fileName;
}
