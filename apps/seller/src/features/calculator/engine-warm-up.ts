import { calculate } from '@margin/core';
import { whenIdle } from '@margin/ui';
import { DEFAULT_FORM } from './form';
import { prepareRequest } from './request';

/** A plain listing in each mode: enough to take every path of a common calculation once. */
const SAMPLES = (['forward', 'reverse'] as const).map((mode) => ({
  ...DEFAULT_FORM,
  mode,
  selling_price: '25',
  target_profit: '10',
  product_cost: '5',
  shipping_cost: '4',
}));

/**
 * The engine's first run in a page is several times slower than the next (its code is compiled and its tables
 * read on first use); a sample run of each mode while the browser is idle moves that cost off the seller's first
 * Calculate. The results are dropped. Returns the cancel of the idle task.
 */
export function warmUpEngine(country: string, locale: string): () => void {
  return whenIdle(() => {
    for (const sample of SAMPLES) {
      try {
        calculate(prepareRequest(sample, country, locale).request);
      } catch {
        // A sample the country's fees make unreachable has still run the engine's code.
      }
    }
  });
}
