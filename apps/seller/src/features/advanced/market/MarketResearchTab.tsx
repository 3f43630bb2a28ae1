import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { sampleMarketInsights } from '@margin/core';
import { IconBroadcast, IconFlask, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { LIVE_DATA_TONE } from '../../marketplace/readable-ink';
import { useMarketInsights } from '../use-sales-api';
import { MarketInsightsView } from './MarketInsightsView';
import { MARKET_TEXTS } from './market-texts';

/** What the research starts with, and what an emptied field searches for. */
const DEFAULT_KEYWORDS = 'handmade';

/**
 * The market research tab (advanced spec §2): the marketplace's live asking prices once live data is on, the
 * built-in sample set otherwise, always labelled as which it is.
 */
export function MarketResearchTab() {
  useLocale();
  const [draft, setDraft] = useState(DEFAULT_KEYWORDS);
  const [keywords, setKeywords] = useState(DEFAULT_KEYWORDS);
  const insights = useMarketInsights(keywords, true);
  const live = insights.data?.source === 'local_market_data';
  const source = live
    ? {
        color: LIVE_DATA_TONE.color,
        ink: LIVE_DATA_TONE.text,
        icon: IconBroadcast,
        badge: MARKET_TEXTS.liveBadge,
        text: MARKET_TEXTS.liveText,
      }
    : {
        color: 'orange',
        ink: undefined,
        icon: IconFlask,
        badge: MARKET_TEXTS.sampleBadge,
        text: MARKET_TEXTS.sampleText,
      };

  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs">
          <Title order={2} fz="xl">
            {MARKET_TEXTS.title}
          </Title>
          <Badge color={source.color} c={source.ink} variant="light" leftSection={<source.icon size={12} />}>
            {source.badge}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {MARKET_TEXTS.intro}
        </Text>
      </div>

      <Card withBorder>
        <form
          role="search"
          aria-label={MARKET_TEXTS.title}
          onSubmit={(event) => {
            event.preventDefault();
            setKeywords(draft.trim() || DEFAULT_KEYWORDS);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={MARKET_TEXTS.keywords}
              description={MARKET_TEXTS.keywordsHint}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={200}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={insights.isFetching}>
              {MARKET_TEXTS.research}
            </Button>
          </Group>
        </form>
      </Card>

      <Alert
        color={source.color}
        variant="light"
        icon={<source.icon size={18} />}
        title={source.badge}
        styles={{ title: { color: source.ink } }}
      >
        {source.text}
      </Alert>

      {insights.isError && (
        <Alert color="red" variant="light">
          {MARKET_TEXTS.failed}
        </Alert>
      )}
      {insights.data || insights.isError ? (
        // Advanced spec §8: a failed load keeps the fallback figures on screen.
        <MarketInsightsView insights={insights.data ?? sampleMarketInsights(keywords)} />
      ) : (
        <Center py={60}>
          <Loader size="sm" aria-label={MARKET_TEXTS.loading} />
        </Center>
      )}
    </Stack>
  );
}
