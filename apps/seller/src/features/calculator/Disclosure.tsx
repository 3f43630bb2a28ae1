import { Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './Calculator.module.css';

export interface DisclosureProps {
  title: string;
  /** A short line under the title, shown open or closed. */
  hint?: ReactNode;
  /** Beside the title, e.g. how many options are in use. */
  badge?: ReactNode;
  opened: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A titled block that opens and closes (Pro Seller Tools, Advanced Options), announced as such. */
export function Disclosure({ title, hint, badge, opened, onToggle, children }: DisclosureProps) {
  const panelId = useId();
  return (
    <div>
      <UnstyledButton
        className={classes.disclosure}
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={panelId}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Group gap={8}>
              <Text fw={700}>{title}</Text>
              {badge}
            </Group>
            {hint && (
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
          <IconChevronDown
            size={20}
            aria-hidden="true"
            className={classes.chevron}
            data-opened={opened || undefined}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={panelId}>
        <div className={classes.disclosurePanel}>{children}</div>
      </Collapse>
    </div>
  );
}
