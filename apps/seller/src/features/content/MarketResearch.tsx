import { Text } from '@mantine/core';
import { DialogBody, Para } from './prose';

/**
 * Tools → Market Research. The research tool belongs to Advanced mode's tools and is not in this release, so
 * the dialog says the spec's 'Content coming soon...' and what is coming, rather than showing demo numbers.
 */
export function MarketResearchContent() {
  return (
    <DialogBody>
      <Text fw={600}>Content coming soon...</Text>
      <Para>
        Market research will be one of Advanced mode&apos;s tools: price ranges for a keyword (low, average
        and premium), trending keywords, and how your calculated price compares with similar shops. It is not
        part of this release yet.
      </Para>
      <Para>
        Until then, Reverse: Profit → Price gives the price your costs call for, to compare with what similar
        items sell for.
      </Para>
    </DialogBody>
  );
}
