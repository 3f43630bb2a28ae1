import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's own button in its row: 'Edit', 'Delete', named with the record for a screen reader. */
export function RowAction({
  color,
  icon,
  label,
  onClick,
  children,
}: {
  color: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color={color}
      leftSection={icon}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
