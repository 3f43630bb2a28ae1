import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { formatMajor, isEnglish, numberFormat, type TMonthlySales } from '@margin/core';
import { monthLabel } from '../sales-figures';

/** Axis ticks kept short: $12.8k, $950; another language's own short form ('12.800 €', '12,8 k€'). */
function compact(amount: number, currency: string, locale: string): string {
  if (!isEnglish(locale)) {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount);
  }
  if (Math.abs(amount) < 1000) return formatMajor(Math.round(amount), currency).replace(/\.0+$/, '');
  const thousands = formatMajor(Math.round(amount / 100) / 10, currency).replace(/\.\d+$/, '');
  const decimal = Math.abs(Math.round(amount / 100) % 10);
  return `${thousands}${decimal ? `.${decimal}` : ''}k`;
}

/**
 * Monthly sales and profit as bars. The chart is a picture of the table beside it, which carries the same
 * numbers for screen readers, so the chart itself is hidden from them and takes no keyboard focus.
 */
export function PerformanceChart({
  months,
  currency,
  locale,
}: {
  months: TMonthlySales[];
  currency: string;
  locale: string;
}) {
  const { t } = useLingui();
  const data = months.map((row) => ({
    month: monthLabel(row.month, false, locale),
    sales: row.sales,
    profit: row.profit,
  }));
  return (
    <div aria-hidden="true">
      <BarChart
        h={260}
        data={data}
        dataKey="month"
        series={[
          { name: 'sales', label: t`Sales`, color: 'margin.6' },
          { name: 'profit', label: t`Profit`, color: 'orange.5' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 36 }}
        tickLine="y"
        gridAxis="y"
        valueFormatter={(value) => formatMajor(value, currency, locale)}
        yAxisProps={{ tickFormatter: (value: number) => compact(value, currency, locale), width: 64 }}
        barChartProps={{ accessibilityLayer: false }}
        maxBarWidth={28}
      />
    </div>
  );
}
