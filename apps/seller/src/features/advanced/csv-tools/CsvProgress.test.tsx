import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CsvAnalysisRequest } from './csv-analysis';
import { CsvAnalysisCancelled, type AnalyseHooks } from './csv-analysis-runner';
import { paste, renderTool, run } from './csv-tools-test-support';

/** The runs handed to the device's worker, held open so the screen shows them in progress. */
const runs: { request: CsvAnalysisRequest; hooks: AnalyseHooks }[] = [];

vi.mock('./csv-analysis-runner', async (actual) => {
  const runner: Record<string, unknown> = await actual();
  return {
    ...runner,
    analyseOnDevice: (request: CsvAnalysisRequest, hooks: AnalyseHooks) => {
      runs.push({ request, hooks });
      return new Promise((_, reject) =>
        hooks.signal?.addEventListener('abort', () => reject(new CsvAnalysisCancelled())),
      );
    },
  };
});

const ORDERS = 'order_id,order_date,item_title,quantity,item_price\n1,2026-03-14,Mug,2,20\n';

describe('a CSV tool while it reads a file', () => {
  it('sends pasted text down the file’s stream, shows the rows read with a bar, and Cancel stops it', async () => {
    renderTool('orders-analysis');
    await paste(ORDERS);
    await run('Analyze Orders');
    await waitFor(() => expect(runs).toHaveLength(1));
    const [{ request, hooks }] = runs as [(typeof runs)[number]];
    expect(request.file).toBeInstanceOf(Blob);
    expect(await request.file.text()).toBe(ORDERS);

    hooks.onProgress?.({ rows: 12_345, bytes: 3_000_000, totalBytes: 12_000_000 });
    expect(await screen.findByText('12,345 rows read')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'File read' })).toHaveAttribute('aria-valuenow', '25');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(hooks.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Analyze Orders' })).toBeEnabled();
    expect(screen.queryByText('Failed to analyze orders. Please try again.')).not.toBeInTheDocument();
  });
});
