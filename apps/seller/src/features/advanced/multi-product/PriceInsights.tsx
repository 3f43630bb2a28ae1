import { Button, Text, VisuallyHidden } from '@mantine/core';
import { findCountry, formatMajor } from '@margin/core';
import type { ReactNode } from 'react';
import classes from './MultiProduct.module.css';
import type { RowPricing } from './row-pricing';

export interface PriceInsightsProps {
  pricing: RowPricing;
  /** No costs entered yet: there is nothing to price, so no suggestion is offered. */
  noCosts: boolean;
  /** The price field is empty (no price reaches the margin, or the seller cleared it): nothing to judge yet. */
  noPrice: boolean;
  /** The chosen selling price, as a number (empty counts as 0). */
  sellingPrice: number;
  /** The seller typed the price (or picked the suggestion): otherwise it is the computed after-fees price. */
  priceTyped: boolean;
  /** The row's name in labels: "Silver ring" or "product 2". */
  label: string;
  /** `follow`: the after-fees price, which keeps following the costs once picked. */
  onUsePrice: (price: number, follow: boolean) => void;
}

type Tone = 'exact' | 'good' | 'low' | 'loss' | undefined;

function Insight({
  title,
  value,
  tone,
  role,
  children,
  action,
}: {
  title: string;
  value: ReactNode;
  tone?: Tone;
  role?: 'at-price';
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={classes.insight} data-tone={tone} data-role={role}>
      <Text size="xs" c="dimmed" fw={600}>
        {title}
      </Text>
      <div className={classes.insightValue}>{value}</div>
      {children}
      {action}
    </div>
  );
}

const percent = (value: number) => `${value.toFixed(1)}%`;

/**
 * A row's three prices side by side: the spec's simple suggestion (fees ignored) and what it really leaves, the
 * exact price for the desired margin after the marketplace's fees, and what the chosen price really earns.
 */
export function PriceInsights({
  pricing,
  noCosts,
  noPrice,
  sellingPrice,
  priceTyped,
  label,
  onUsePrice,
}: PriceInsightsProps) {
  const { currency, suggested, suggestedAfterFees, exact, atPrice, margin } = pricing;
  const money = (value: number) => formatMajor(value, currency);
  const countryName = pricing.feeCountry ? findCountry(pricing.feeCountry)?.name : undefined;
  const noFees = (
    <Text size="xs" c="dimmed">
      There is no fee table for {currency} yet, so fees cannot be counted for this product.
    </Text>
  );
  // The visible words start the button's name and the rest is read after them (WCAG 2.5.3: a voice user says
  // what they see).
  const priceButton = (price: number, what: string, follow: boolean) => (
    <Button
      size="compact-xs"
      variant="subtle"
      px={0}
      mt={2}
      style={{ alignSelf: 'flex-start' }}
      disabled={price === sellingPrice}
      onClick={() => onUsePrice(price, follow)}
    >
      {price === sellingPrice ? 'In use' : 'Use this price'}
      <VisuallyHidden component="span">{` (the ${what}, ${money(price)}, for ${label})`}</VisuallyHidden>
    </Button>
  );

  const costsFirst = (
    <Text size="xs" c="dimmed">
      Enter the product’s costs to get a price
    </Text>
  );

  const atPriceTone: Tone = !atPrice
    ? undefined
    : atPrice.netProfit < 0
      ? 'loss'
      : atPrice.profitMargin + 0.005 < margin
        ? 'low'
        : 'good';

  return (
    <>
      <Insight
        title={`Simple suggestion (${margin}%, fees ignored)`}
        value={noCosts ? '—' : money(suggested)}
        action={noCosts ? null : priceButton(suggested, 'simple suggestion', false)}
      >
        {noCosts ? (
          costsFirst
        ) : (
          <Text size="xs" c="dimmed">
            {suggestedAfterFees
              ? `Leaves ${percent(suggestedAfterFees.profitMargin)} after fees`
              : 'Cost ÷ (1 − margin)'}
          </Text>
        )}
      </Insight>

      <Insight
        title={`${margin}% after fees${countryName ? ` (${countryName})` : ''}`}
        value={exact?.reachable && !noCosts ? money(exact.sellingPrice) : '—'}
        tone="exact"
        action={
          exact?.reachable && !noCosts
            ? priceButton(exact.sellingPrice, 'price for your margin after fees', true)
            : null
        }
      >
        {noCosts ? (
          costsFirst
        ) : !exact ? (
          noFees
        ) : exact.reachable ? (
          <Text size="xs" c="dimmed">
            {money(exact.totalFees)} fees · {money(exact.netProfit)} profit
          </Text>
        ) : (
          <Text size="xs" c="var(--mantine-color-orange-light-color)">
            {exact.message}
          </Text>
        )}
      </Insight>

      <Insight
        title={
          noPrice
            ? 'At your price'
            : `${priceTyped ? 'At your price' : 'At the after-fees price'} ${money(sellingPrice)}`
        }
        value={
          !atPrice || noCosts || noPrice
            ? '—'
            : atPrice.netProfit < 0
              ? `Loss ${money(-atPrice.netProfit)}`
              : `${percent(atPrice.profitMargin)} margin`
        }
        tone={noCosts || noPrice ? undefined : atPriceTone}
        role="at-price"
      >
        {noCosts ? (
          costsFirst
        ) : noPrice ? (
          <Text size="xs" c="dimmed">
            Type a selling price to see what it leaves
          </Text>
        ) : !atPrice ? (
          noFees
        ) : atPrice.netProfit < 0 ? (
          <Text size="xs" c="red.9">
            After {money(atPrice.totalFees)} fees: below cost
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            Profit {money(atPrice.netProfit)} after {money(atPrice.totalFees)} fees
          </Text>
        )}
      </Insight>
    </>
  );
}
