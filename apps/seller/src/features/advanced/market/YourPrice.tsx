import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatMajor } from '@margin/core';
import { useLocale } from '../../../i18n/runtime';
import type { LastPrice } from '../../calculator/storage';
import { leaveAdvancedMode } from '../advanced-address';
import { comparisonText, MARKET_TEXTS, otherCurrency, pricePosition } from './market-texts';

/**
 * The seller's last calculated price against the average the Price range card shows for the first keyword, so the
 * two cards never quote different averages; the spec's 28.50 is that average whenever the keyword is unknown.
 */
export function YourPrice({
  last,
  currency,
  average,
}: {
  last: LastPrice | null;
  currency: string;
  average: number;
}) {
  const locale = useLocale();
  const comparable = last !== null && last.currency === currency;
  const position = comparable ? pricePosition(last.selling_price, average) : null;
  // Where the price sits between 0 and twice the average, for the bar.
  const share = comparable ? Math.min(100, Math.max(0, (last.selling_price / (average * 2)) * 100)) : 0;
  return (
    <Card withBorder component="section" aria-labelledby="your-price">
      <Title order={3} fz="lg" id="your-price">
        {MARKET_TEXTS.yourPrice}
      </Title>
      {last === null ? (
        <Stack gap="sm" mt="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {MARKET_TEXTS.noPrice}
          </Text>
          <Button variant="light" onClick={leaveAdvancedMode}>
            {MARKET_TEXTS.openCalculator}
          </Button>
        </Stack>
      ) : (
        <Stack gap={6} mt="xs">
          <Group gap="sm" align="baseline">
            <Text fz={30} fw={800} lh={1.2}>
              {formatMajor(last.selling_price, last.currency, locale)}
            </Text>
            {position && (
              <Badge variant="light" color={position === 'below' ? 'orange' : 'margin'}>
                {position === 'below'
                  ? MARKET_TEXTS.belowAverage
                  : position === 'above'
                    ? MARKET_TEXTS.aboveAverage
                    : MARKET_TEXTS.atAverage}
              </Badge>
            )}
          </Group>
          {comparable ? (
            <>
              <Progress value={share} size="sm" aria-label={MARKET_TEXTS.priceBar} />
              <Text size="sm">{comparisonText(last.selling_price, average, currency)}</Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {otherCurrency(last.currency, currency)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {MARKET_TEXTS.lastCalculation}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
