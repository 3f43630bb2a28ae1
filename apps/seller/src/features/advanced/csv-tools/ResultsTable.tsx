import { t } from '@lingui/core/macro';
import { Stack, Text } from '@mantine/core';
import { formatCount } from '@margin/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { sidewaysScrollLabel } from '../scroll-label';
import classes from './CsvTools.module.css';
import type { Column, Tone } from './CsvResultParts';

export interface ResultsTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  rowTone?: (row: T) => Tone | 'none';
  /** What a row is, in the line under a long table ('50,000 items'). */
  noun: [singular: string, plural: string];
}

/**
 * From this many rows only the rows near the screen are drawn (a busy shop's 50,000 order items would take
 * seconds to lay out); below it every row is in the page, so the browser's find-in-page sees them all.
 */
export const DRAW_ALL_BELOW = 200;

/**
 * The results as a table where there is room (scrolling sideways when it is wide), and as one card per row in a
 * narrow container, from the same cells. A long table is virtualised: the page scrolls through every row, and
 * the rows off screen are stand-ins of their height; aria-rowcount and aria-rowindex keep the table's size and
 * each row's place for a screen reader.
 */
export function ResultsTable<T>(props: ResultsTableProps<T>) {
  const { label, rows, columns, noun } = props;
  const virtual = rows.length >= DRAW_ALL_BELOW;
  const locale = useLocale();
  const rowsNamed = `${formatCount(rows.length, locale)} ${rows.length === 1 ? noun[0] : noun[1]}`;
  return (
    <Stack gap="sm" className={classes.frame}>
      {/* A keyboard reaches the sideways scroll of a wide table: the scroller is a named, focusable region. */}
      <div className={classes.scroller} tabIndex={0} role="region" aria-label={sidewaysScrollLabel(label)}>
        <table
          className={classes.table}
          aria-label={label}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          <thead>
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  data-numeric={column.numeric || undefined}
                  data-column={column.key}
                  aria-sort={column.sort}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {virtual ? (
            <VirtualBody {...props} />
          ) : (
            <tbody>
              {rows.map((row) => (
                <ResultRow key={props.rowKey(row)} row={row} {...props} />
              ))}
            </tbody>
          )}
        </table>
      </div>
      {virtual && (
        <Text size="sm" c="dimmed">
          {t`${rowsNamed}: scroll the page through them all; the export has them too.`}
        </Text>
      )}
    </Stack>
  );
}

interface ResultRowProps<T> extends ResultsTableProps<T> {
  row: T;
  index?: number;
}

function ResultRow<T>({ row, columns, rowTone, index }: ResultRowProps<T>) {
  return (
    <tr
      className={classes.row}
      data-tone={rowTone?.(row) ?? 'none'}
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      {columns.map((column) => (
        <td
          key={column.key}
          className={column.primary ? classes.primaryCell : undefined}
          data-numeric={column.numeric || undefined}
          data-wide={column.wide || undefined}
          data-column={column.key}
        >
          <span className={classes.cellLabel}>{column.header}</span>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/** A row's height before it is measured: a table row with a line of fee parts beneath. */
const ESTIMATED_ROW_HEIGHT = 72;

/**
 * Rows per block: the virtualiser places, measures and keys blocks of rows, not rows. It lays out every item it
 * counts again after each measurement, from the first measured one on: over 370,000 rows that is a task of hundreds
 * of milliseconds on each scroll; over 37,000 blocks, a few.
 */
export const ROWS_PER_BLOCK = 10;

/** The blocks near the screen, each its own tbody, between stand-ins as tall as the blocks above and below. */
function VirtualBody<T>(props: ResultsTableProps<T>) {
  const { rows, columns } = props;
  const start = useRef<HTMLTableSectionElement>(null);
  const [top, setTop] = useState(0);
  // Where the rows start on the page (the stand-in above them), after every render: what is above the table
  // (alerts, the form) can move it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose without dependencies; it sets only on a change
  useLayoutEffect(() => {
    const at = (start.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(at - top) > 1) setTop(at);
  });
  const estimate = (block: number) =>
    ESTIMATED_ROW_HEIGHT * Math.min(ROWS_PER_BLOCK, rows.length - block * ROWS_PER_BLOCK);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(rows.length / ROWS_PER_BLOCK),
    estimateSize: estimate,
    overscan: 1,
    scrollMargin: top,
    // A block not laid out (hidden, or a test's DOM) keeps its estimate rather than counting as no height at all.
    measureElement: (element) =>
      element.getBoundingClientRect().height || estimate(Number((element as HTMLElement).dataset.index)),
  });
  const drawn = virtualizer.getVirtualItems();
  const above = drawn.length > 0 ? (drawn[0]?.start ?? 0) - top : 0;
  const below = drawn.length > 0 ? virtualizer.getTotalSize() - ((drawn.at(-1)?.end ?? 0) - top) : 0;
  const standIn = (height: number, ref?: RefObject<HTMLTableSectionElement | null>) => (
    <tbody ref={ref} aria-hidden="true" className={classes.standIn}>
      <tr>
        <td colSpan={columns.length} style={{ height }} />
      </tr>
    </tbody>
  );
  return (
    <>
      {/* There even when empty: its top is where the rows start. */}
      {standIn(above, start)}
      {drawn.map((block) => {
        const first = block.index * ROWS_PER_BLOCK;
        return (
          <tbody key={block.key} ref={virtualizer.measureElement} data-index={block.index}>
            {rows.slice(first, first + ROWS_PER_BLOCK).map((row, at) => (
              <ResultRow key={props.rowKey(row)} row={row} index={first + at} {...props} />
            ))}
          </tbody>
        );
      })}
      {below > 0 && standIn(below)}
    </>
  );
}
