import { Trans } from '@lingui/react/macro';
import { Button, Collapse, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconMathFunction } from '@tabler/icons-react';
import type { ReportLine } from '@margin/core';
import { useId, useState } from 'react';
import classes from './ResultsPanel.module.css';

/**
 * 'Show Calculation Formulas': each fee with the real numbers put in, for a seller who checks our sums. The
 * formulas are the report's section, in the seller's language, as the exports print them.
 */
export function FormulasPanel({ lines }: { lines: ReportLine[] }) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Button
        mt="sm"
        variant="subtle"
        size="sm"
        px={8}
        leftSection={<IconMathFunction size={16} />}
        rightSection={
          <IconChevronDown
            size={14}
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((o) => !o)}
      >
        {opened ? <Trans>Hide Calculation Formulas</Trans> : <Trans>Show Calculation Formulas</Trans>}
      </Button>
      {/* Not kept mounted: closed means absent, for screen readers and for find-in-page alike. */}
      <Collapse expanded={opened} keepMounted={false} id={panelId}>
        <Stack gap="sm" pt="sm">
          {lines.map((line) => (
            <div key={line.id}>
              <Text size="sm" fw={600} mb={4}>
                {line.label}
              </Text>
              <div className={classes.formula}>{line.value.kind === 'text' && line.value.text}</div>
            </div>
          ))}
        </Stack>
      </Collapse>
    </div>
  );
}
