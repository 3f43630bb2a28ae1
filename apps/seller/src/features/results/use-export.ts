import { notifications } from '@mantine/notifications';
import type { TCalculationResult } from '@margin/core';
import { useCallback, useMemo, useState } from 'react';
import type { ExportFormat } from '../export/export-calculation';

const NAMES: Record<ExportFormat, string> = {
  csv: 'CSV file',
  pdf: 'PDF',
  xlsx: 'Excel workbook',
  png: 'image',
};

/** Runs one export of the result on the device; a failure (an old browser, a full disk) says so. */
export function useExport(result: TCalculationResult) {
  const [running, setRunning] = useState<ExportFormat | null>(null);

  const run = useCallback(
    async (format: ExportFormat) => {
      setRunning(format);
      try {
        // The file writers load on first use: none of them is needed to price an item.
        const { exportCalculation } = await import('../export/export-calculation');
        await exportCalculation(format, result);
      } catch (error) {
        notifications.show({
          color: 'red',
          title: `Could not save the ${NAMES[format]}`,
          message: error instanceof Error ? error.message : 'Please try again.',
        });
      } finally {
        setRunning(null);
      }
    },
    [result],
  );

  return useMemo(() => ({ running, run }), [running, run]);
}
