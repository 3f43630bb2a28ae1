import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned in the table (amounts, counts). */
  numeric?: boolean;
  /** Short values (dates, amounts, badges) that read badly broken over two lines. */
  nowrap?: boolean;
}

export interface RecordListProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  rows: T[];
  rowKey: (row: T) => string;
  /** The first column is the card's title on a phone; the others are labelled lines below it. */
  columns: Column<T>[];
  /** Row-level emphasis (a trial about to end); it must also be said in a cell, not by colour alone. */
  highlight?: (row: T) => boolean;
  /** Buttons at the end of each row (or card). */
  actions?: (row: T) => ReactNode;
  minTableWidth?: number;
}

/**
 * A list of records as a table on a wide screen and as cards on a phone, where a wide table would make the
 * operator scroll sideways to find a row's actions.
 */
export function RecordList<T>({
  caption,
  rows,
  rowKey,
  columns,
  highlight,
  actions,
  minTableWidth = 800,
}: RecordListProps<T>) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [first, ...rest] = columns;
  if (!first) return null;

  if (phone) {
    return (
      <Stack gap="sm" component="ul" aria-label={caption} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card
            key={rowKey(row)}
            component="li"
            withBorder
            padding="sm"
            bg={highlight?.(row) ? 'var(--mantine-color-yellow-0)' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                {first.cell(row)}
              </Text>
              {actions?.(row)}
            </Group>
            <Stack component="dl" gap={4} mt="xs" mb={0}>
              {rest.map((column) => (
                <Group key={column.header} gap="xs" wrap="nowrap" align="baseline">
                  <Text component="dt" size="xs" c="dimmed" w={110} style={{ flexShrink: 0 }}>
                    {column.header}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
                    {column.cell(row)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minTableWidth}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption m={0} p={0}>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} bg={highlight?.(row) ? 'var(--mantine-color-yellow-0)' : undefined}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.numeric ? 'right' : undefined}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td ta="right">{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
