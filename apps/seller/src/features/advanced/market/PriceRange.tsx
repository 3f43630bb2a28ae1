import { Card, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMajor, type TMarketInsights } from '@margin/core';
import { useLocale } from '../../../i18n/runtime';
import { forKeyword, MARKET_TEXTS } from './market-texts';

/** Market low, average and premium high of the first keyword (advanced spec §2). */
export function PriceRange({ insights }: { insights: TMarketInsights }) {
  const locale = useLocale();
  const first = insights.market_data[0];
  const money = (amount: number) => formatMajor(amount, insights.currency, locale);
  if (!first) return null;
  const rows = [
    { label: MARKET_TEXTS.marketLow, value: first.price_low },
    { label: MARKET_TEXTS.average, value: first.price_average },
    { label: MARKET_TEXTS.premiumHigh, value: first.price_high },
  ];
  return (
    <Card withBorder component="section" aria-labelledby="price-range">
      <Title order={3} fz="lg" id="price-range">
        {MARKET_TEXTS.priceRange}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {forKeyword(first.keyword)}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {rows.map((row) => (
          <Paper key={row.label} radius="md" p="sm" bg="var(--mantine-color-gray-0)" ta="center">
            <Text size="xs" c="dimmed" fw={600}>
              {row.label}
            </Text>
            <Text fw={800} fz="lg">
              {money(row.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Card>
  );
}
