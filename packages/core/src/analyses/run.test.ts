import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTINGS_TEMPLATE, ORDERS_TEMPLATE, PRICING_AUDIT_TEMPLATE, templateCsv } from '../csv/templates';
import { csvTableReaderFor, runCsvAnalysis, type CsvAnalysisKind } from './run';

const OPTIONS = { country: 'US', defaultCostPerItem: 5, targetMargin: 0.4 };

/** A template with its example rows many times over, a title line above it and a refund among the orders. */
function fileOf(kind: Exclude<CsvAnalysisKind, 'statement'>): string {
  const template = { audit: PRICING_AUDIT_TEMPLATE, listings: LISTINGS_TEMPLATE, orders: ORDERS_TEMPLATE }[
    kind
  ];
  const [header, ...rows] = templateCsv(template).trimEnd().split(/\r?\n/);
  return ['My shop export', header, ...Array.from({ length: 40 }, () => rows).flat()].join('\r\n');
}

describe('an analysis of a file streamed in pieces', () => {
  it.each(['audit', 'listings', 'orders'] as const)(
    'answers the %s exactly as the whole text does, wherever the pieces are cut',
    (kind) => {
      const text = fileOf(kind);
      const whole = runCsvAnalysis(kind, text, OPTIONS);
      expect(whole.ok).toBe(true);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 400 }), (size) => {
          const reader = csvTableReaderFor(kind);
          for (let at = 0; at < text.length; at += size) reader.push(text.slice(at, at + size));
          expect(runCsvAnalysis(kind, reader.end(), OPTIONS)).toEqual(whole);
          expect(reader.rowsRead).toBe(text.split('\r\n').length);
        }),
        { numRuns: 25 },
      );
    },
  );

  it('says a file with no header it knows needs which columns, as the whole text does', () => {
    const reader = csvTableReaderFor('orders');
    reader.push('a,b\n1,');
    reader.push('2\n');
    const table = reader.end();
    expect(runCsvAnalysis('orders', table, OPTIONS)).toEqual(runCsvAnalysis('orders', 'a,b\n1,2\n', OPTIONS));
    expect(table.ok).toBe(false);
  });
});
