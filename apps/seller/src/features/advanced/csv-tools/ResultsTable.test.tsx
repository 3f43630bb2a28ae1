import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import type { Column } from './CsvResultParts';
import { DRAW_ALL_BELOW, ResultsTable, ROWS_PER_BLOCK } from './ResultsTable';

interface Item {
  row: number;
  title: string;
  profit: number;
}

const COLUMNS: Column<Item>[] = [
  { key: 'title', header: 'Item', primary: true, cell: (i) => i.title },
  { key: 'profit', header: 'Profit', numeric: true, cell: (i) => `$${i.profit.toFixed(2)}` },
];

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ row: i + 2, title: `Mug no. ${i + 1}`, profit: i / 100 }));

function renderTable(count: number, rowKey = (i: Item) => String(i.row)) {
  return renderWithMantine(
    <ResultsTable
      label="Items"
      rows={items(count)}
      columns={COLUMNS}
      rowKey={rowKey}
      noun={['item', 'items']}
    />,
  );
}

describe('the results table', () => {
  it('draws only the rows near the screen of 50,000, and tells a screen reader the size and each row’s place', () => {
    renderTable(50_000);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table).toHaveAttribute('aria-rowcount', '50001');
    const drawn = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-rowindex'));
    // The header and a screenful of rows, not 50,000.
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.length).toBeLessThan(100);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '1');
    expect(drawn[1]).toHaveAttribute('aria-rowindex', '2');
    expect(within(drawn[1]!).getByText('Mug no. 1')).toBeInTheDocument();
    expect(screen.getByText('50,000 items: scroll the page through them all; the export has them too.'));
    // The sideways scroller stays a named region a keyboard can reach.
    const scroller = screen.getByRole('region', { name: 'Items: scroll sideways' });
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('keys and lays out only the rows it draws of a 370,000-line file, in blocks that keep their order', () => {
    const rowKey = vi.fn((i: Item) => String(i.row));
    renderTable(370_000, rowKey);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table).toHaveAttribute('aria-rowcount', '370001');
    const drawn = within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody') && row.hasAttribute('aria-rowindex'));
    expect(drawn.map((row) => row.getAttribute('aria-rowindex'))).toEqual(
      drawn.map((_, at) => String(at + 2)),
    );
    expect(drawn[ROWS_PER_BLOCK]?.closest('tbody')).not.toBe(drawn[0]?.closest('tbody'));
    // Not a key for every line of the file: that would be a pass over all 370,000 on each scroll.
    expect(rowKey.mock.calls.length).toBeLessThan(10 * drawn.length);
  });

  it('draws every row of a short table', () => {
    renderTable(DRAW_ALL_BELOW - 1);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('row')).toHaveLength(DRAW_ALL_BELOW);
    expect(table).not.toHaveAttribute('aria-rowcount');
  });
});
