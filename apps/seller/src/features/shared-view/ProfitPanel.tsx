import { t } from '@lingui/core/macro';
import { Card, Group, ThemeIcon, Title } from '@mantine/core';
import type { ShareResults, ShareSnapshot } from '@margin/core';
import { IconChartBar } from '@tabler/icons-react';
import { useId } from 'react';
import { formatMargin, shareMoney } from './share-lines';
import classes from './SharedView.module.css';
import { SHARED_VIEW_TEXTS } from './texts';

/** The headline numbers of the snapshot (core spec §2.10), shown only when it carries results. */
export function ProfitPanel({ calc, results }: { calc: ShareSnapshot; results: ShareResults }) {
  const titleId = useId();
  const loss = results.netProfit < 0;
  const stats = [
    { label: t`Net Profit`, value: shareMoney(calc, results.netProfit), color: loss ? 'red-9' : 'margin-9' },
    { label: t`Profit Margin`, value: formatMargin(results.profitMargin), color: loss ? 'red-9' : null },
    { label: t`Total Fees`, value: shareMoney(calc, results.totalFees), color: null },
  ];
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      shadow="xs"
      bg="var(--mantine-color-margin-0)"
      style={{ borderColor: 'var(--mantine-color-margin-2)' }}
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={34} radius="md">
          <IconChartBar size={20} />
        </ThemeIcon>
        <Title order={2} fz="lg" id={titleId}>
          {SHARED_VIEW_TEXTS.profitAnalysis}
        </Title>
      </Group>
      {/* Plain elements with CSS-module breakpoints: Mantine's responsive props would put <style> inside the <dl>. */}
      <dl className={classes.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={classes.stat}>
            <dt className={classes.statLabel}>{stat.label}</dt>
            <dd
              className={classes.statValue}
              style={stat.color ? { color: `var(--mantine-color-${stat.color})` } : undefined}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
