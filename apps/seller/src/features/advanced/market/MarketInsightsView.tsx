import { Alert, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatMajor, isEnglish, numberFormat, type TMarketInsights } from '@margin/core';
import { IconBulb, IconStarFilled } from '@tabler/icons-react';
import { useLocale } from '../../../i18n/runtime';
import { readLastPrice } from '../../calculator/storage';
import { averageOf, MARKET_TEXTS, recommendationText, shopRating, TREND_TEXTS } from './market-texts';
import { PriceRange } from './PriceRange';
import { YourPrice } from './YourPrice';

const TREND_COLORS: Record<string, string> = {
  hot: 'red',
  rising: 'orange',
  stable: 'blue',
  cooling: 'gray',
};

/** A shop's rating to one decimal: '4.9', '4,9' in German. */
function ratingText(rating: number, locale: string): string {
  return numberFormat(isEnglish(locale) ? 'en-US' : locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}

/** Each keyword's average and its trend as a badge. */
function TrendingKeywords({ insights }: { insights: TMarketInsights }) {
  const locale = useLocale();
  return (
    <Card withBorder component="section" aria-labelledby="trending-keywords">
      <Title order={3} fz="lg" id="trending-keywords" mb="sm">
        {MARKET_TEXTS.trending}
      </Title>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {insights.market_data.map((row) => (
          <Group
            key={row.keyword}
            component="li"
            justify="space-between"
            py={8}
            wrap="nowrap"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {row.keyword}
              </Text>
              <Text size="xs" c="dimmed">
                {averageOf(formatMajor(row.price_average, insights.currency, locale))}
              </Text>
            </div>
            <Badge color={TREND_COLORS[row.trend_status] ?? 'gray'} variant="light">
              {TREND_TEXTS[row.trend_status] ?? row.trend_status}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Competitor cards: shop name, price, rating and review count (advanced spec §2). */
function TopCompetitors({ insights }: { insights: TMarketInsights }) {
  const locale = useLocale();
  return (
    <Card withBorder component="section" aria-labelledby="top-competitors">
      <Title order={3} fz="lg" id="top-competitors" mb="sm">
        {MARKET_TEXTS.competitors}
      </Title>
      <Stack gap="sm">
        {insights.competitors.length === 0 && (
          <Text size="sm" c="dimmed">
            {MARKET_TEXTS.noCompetitors}
          </Text>
        )}
        {insights.competitors.map((shop) => (
          <Paper key={shop.shop_name} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="sm" truncate="end">
                  {shop.shop_name}
                </Text>
                <Group gap={4}>
                  <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
                  <Text size="xs" c="dimmed">
                    {shopRating(ratingText(shop.rating, locale), formatCount(shop.review_count, locale))}
                  </Text>
                </Group>
              </div>
              <Text fw={800}>{formatMajor(shop.price, insights.currency, locale)}</Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Card>
  );
}

/** The figures for the keywords: price range, the seller's price, the advice, trends and competitors. */
export function MarketInsightsView({ insights }: { insights: TMarketInsights }) {
  useLocale();
  const [first] = insights.market_data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PriceRange insights={insights} />
        {first && (
          <YourPrice last={readLastPrice()} currency={insights.currency} average={first.price_average} />
        )}
      </SimpleGrid>

      {first && (
        <Alert
          color="margin"
          variant="light"
          icon={<IconBulb size={18} />}
          title={MARKET_TEXTS.recommendation}
        >
          {recommendationText(first, insights.currency)}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TrendingKeywords insights={insights} />
        <TopCompetitors insights={insights} />
      </SimpleGrid>
    </Stack>
  );
}
