import { t } from '@lingui/core/macro';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { countryName, findCountry, formatMajor, formatPercent } from '@margin/core';
import type { ReactNode } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { oneDecimalPercent } from '../sales-figures';
import classes from './MultiProduct.module.css';
import type { RowPricing } from './row-pricing';
import { unreachableText } from './texts';

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

const suggestionHidden = (price: string, name: string) => t`(the simple suggestion, ${price}, for ${name})`;
const exactHidden = (price: string, name: string) =>
  t`(the price for your margin after fees, ${price}, for ${name})`;
const leavesText = (share: string) => t`Leaves ${share} after fees`;
const feesAndProfit = (fees: string, profit: string) => t`${fees} fees · ${profit} profit`;
const lossText = (loss: string) => t`Loss ${loss}`;
const marginText = (share: string) => t`${share} margin`;
const belowCost = (fees: string) => t`After ${fees} fees: below cost`;
const profitAfterFees = (profit: string, fees: string) => t`Profit ${profit} after ${fees} fees`;

function atPriceTitle(noPrice: boolean, priceTyped: boolean, price: string): string {
  if (noPrice) return t`At your price`;
  return priceTyped ? t`At your price ${price}` : t`At the after-fees price ${price}`;
}

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
  const locale = useLocale();
  const { currency, suggested, suggestedAfterFees, exact, atPrice, margin } = pricing;
  const money = (value: number) => formatMajor(value, currency, locale);
  const percent = (value: number) => oneDecimalPercent(value, locale);
  const wanted = formatPercent(margin, locale);
  const feeCountry = pricing.feeCountry;
  const country = feeCountry
    ? countryName(feeCountry, findCountry(feeCountry)?.name ?? feeCountry, locale)
    : undefined;
  const noFees = (
    <Text size="xs" c="dimmed">
      {t`There is no fee table for ${currency} yet, so fees cannot be counted for this product.`}
    </Text>
  );
  // The visible words start the button's name and the rest is read after them (WCAG 2.5.3: a voice user says
  // what they see).
  const priceButton = (price: number, hidden: string, follow: boolean) => (
    <Button
      size="compact-xs"
      variant="subtle"
      px={0}
      mt={2}
      style={{ alignSelf: 'flex-start' }}
      disabled={price === sellingPrice}
      onClick={() => onUsePrice(price, follow)}
    >
      {price === sellingPrice ? t`In use` : t`Use this price`}
      <VisuallyHidden component="span">{` ${hidden}`}</VisuallyHidden>
    </Button>
  );

  const costsFirst = (
    <Text size="xs" c="dimmed">
      {t`Enter the product’s costs to get a price`}
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
        title={t`Simple suggestion (${wanted}, fees ignored)`}
        value={noCosts ? '—' : money(suggested)}
        action={noCosts ? null : priceButton(suggested, suggestionHidden(money(suggested), label), false)}
      >
        {noCosts ? (
          costsFirst
        ) : (
          <Text size="xs" c="dimmed">
            {suggestedAfterFees
              ? leavesText(percent(suggestedAfterFees.profitMargin))
              : t`Cost ÷ (1 − margin)`}
          </Text>
        )}
      </Insight>

      <Insight
        title={country ? t`${wanted} after fees (${country})` : t`${wanted} after fees`}
        value={exact?.reachable && !noCosts ? money(exact.sellingPrice) : '—'}
        tone="exact"
        action={
          exact?.reachable && !noCosts
            ? priceButton(exact.sellingPrice, exactHidden(money(exact.sellingPrice), label), true)
            : null
        }
      >
        {noCosts ? (
          costsFirst
        ) : !exact ? (
          noFees
        ) : exact.reachable ? (
          <Text size="xs" c="dimmed">
            {feesAndProfit(money(exact.totalFees), money(exact.netProfit))}
          </Text>
        ) : (
          <Text size="xs" c="var(--mantine-color-orange-light-color)">
            {unreachableText(exact, feeCountry, locale)}
          </Text>
        )}
      </Insight>

      <Insight
        title={atPriceTitle(noPrice, priceTyped, money(sellingPrice))}
        value={
          !atPrice || noCosts || noPrice
            ? '—'
            : atPrice.netProfit < 0
              ? lossText(money(-atPrice.netProfit))
              : marginText(percent(atPrice.profitMargin))
        }
        tone={noCosts || noPrice ? undefined : atPriceTone}
        role="at-price"
      >
        {noCosts ? (
          costsFirst
        ) : noPrice ? (
          <Text size="xs" c="dimmed">
            {t`Type a selling price to see what it leaves`}
          </Text>
        ) : !atPrice ? (
          noFees
        ) : atPrice.netProfit < 0 ? (
          <Text size="xs" c="red.9">
            {belowCost(money(atPrice.totalFees))}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {profitAfterFees(money(atPrice.netProfit), money(atPrice.totalFees))}
          </Text>
        )}
      </Insight>
    </>
  );
}
