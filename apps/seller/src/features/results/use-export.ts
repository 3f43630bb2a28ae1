import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import type { TCalculationInput, TCalculationResult } from '@margin/core';
import { useCallback, useMemo, useState } from 'react';
import type { ExportFormat } from '../export/export-calculation';
import { i18n } from '../../i18n/runtime';
import { localReport } from './report-words';

// Whole sentences per file: the languages inflect the file's name differently.
const NOT_SAVED: Record<ExportFormat, MessageDescriptor> = {
  csv: msg`Could not save the CSV file`,
  pdf: msg`Could not save the PDF`,
  xlsx: msg`Could not save the Excel workbook`,
  png: msg`Could not save the image`,
};

/**
 * Runs one export of the result on the device, in the language on screen at the click; a failure (an old
 * browser, a full disk) says so.
 */
export function useExport(result: TCalculationResult, input: TCalculationInput) {
  const [running, setRunning] = useState<ExportFormat | null>(null);

  const run = useCallback(
    async (format: ExportFormat) => {
      setRunning(format);
      try {
        // The file writers load on first use: none of them is needed to price an item.
        const { exportCalculation } = await import('../export/export-calculation');
        await exportCalculation(format, localReport(input, result), result);
      } catch (error) {
        notifications.show({
          color: 'red',
          title: i18n._(NOT_SAVED[format]),
          message: error instanceof Error ? error.message : t`Please try again.`,
        });
      } finally {
        setRunning(null);
      }
    },
    [result, input],
  );

  return useMemo(() => ({ running, run }), [running, run]);
}
