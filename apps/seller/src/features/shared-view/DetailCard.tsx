import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { ShareLine } from './share-lines';
import classes from './SharedView.module.css';

export interface DetailCardProps {
  title: string;
  icon: ReactNode;
  lines: ShareLine[];
  /** Under the rows: a total, a flag. */
  children?: ReactNode;
}

/** One titled card of label-value rows; a named region, so each card can be found by its title. */
export function DetailCard({ title, icon, lines, children }: DetailCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} shadow="xs">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" size={34} radius="md">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
      </Group>
      <dl style={{ margin: 0 }}>
        {lines.map((line) => (
          <DetailRow key={line.label} line={line} />
        ))}
      </dl>
      {children && (
        <Stack gap="xs" mt="xs">
          {children}
        </Stack>
      )}
    </Card>
  );
}

export function DetailRow({ line }: { line: ShareLine }) {
  return (
    <div className={classes.row}>
      <dt className={classes.label}>{line.label}</dt>
      <dd className={classes.value}>{line.value}</dd>
    </div>
  );
}
