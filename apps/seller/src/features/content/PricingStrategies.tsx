import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  formatMajor,
  formatMoney,
  formatPercent,
  isEnglish,
  MARGIN_TIERS,
  salePlanner,
  withArticle,
} from '@margin/core';
import { useLocale } from '../../i18n/runtime';
import { FEE_FACTS } from './fee-facts';
import { Definitions, DialogBody, Para, type Definition } from './prose';

// The sale planner's own answer for a 20% sale on a 20.00 item, so the example is the tool's arithmetic.
const SALE_EXAMPLE = { revenue: 20, discount: 20 };
const SALE_PRICE = salePlanner(SALE_EXAMPLE.revenue, SALE_EXAMPLE.discount)!.minimumPrice;

function strategies(locale: string): Definition[] {
  const { transactionRate, listingFee, offsiteAdsRate, offsiteAdsCap } = FEE_FACTS;
  const percent = (value: number) => formatPercent(value, locale);
  const market = percent(MARGIN_TIERS.market);
  const healthy = percent(MARGIN_TIERS.target);
  const premium = percent(MARGIN_TIERS.premium);
  const revenue = formatMajor(SALE_EXAMPLE.revenue, 'USD', locale);
  const discount = percent(SALE_EXAMPLE.discount);
  // English puts its article before the figure ('a 20% sale', 'an 8% sale'); the other languages word it themselves.
  const saleDiscount = isEnglish(locale) ? withArticle(discount) : discount;
  const listPrice = formatMajor(SALE_PRICE, 'USD', locale);
  const below = formatMoney(2499, 'USD', locale);
  const round = formatMoney(2500, 'USD', locale);
  return [
    {
      term: t`Start from the profit you want`,
      detail: t`Use Reverse: Profit → Price with a target margin instead of guessing a price. Many sellers think in three tiers: about ${market} to meet the market, ${healthy} as a healthy target, ${premium} for premium work.`,
    },
    {
      term: t`Know your floor`,
      detail: t`The Break-even Price is the lowest price that loses nothing. Never discount below it, and keep clear of it on items you sell in numbers.`,
    },
    {
      term: t`Price the whole order`,
      detail: t`The ${transactionRate} transaction fee is charged on shipping and gift wrap as well as the items. With free shipping, the shipping cost has to come out of your price: raise it to cover the carrier.`,
    },
    {
      term: t`Leave room for offsite ads`,
      detail: t`An order from an offsite ad pays ${offsiteAdsRate} of the sale, up to ${offsiteAdsCap}. Turn Offsite ads on and check the price still earns what you need.`,
    },
    {
      term: t`Plan a sale before you run it`,
      detail: t`To keep the same revenue during a sale, the price before the discount must be at least your usual revenue ÷ (1 − the discount). To still take ${revenue} in ${saleDiscount} sale, list the item at ${listPrice}.`,
    },
    {
      term: t`Bundle to share the fixed fees`,
      detail: t`The fixed part of payment processing is paid once per order, so a bundle of several items pays it once instead of each time. The ${listingFee} listing fee is still paid per item sold.`,
    },
    {
      term: t`Use price endings on purpose`,
      detail: t`Prices just under a round figure (${below} rather than ${round}) read as cheaper. Margin's price suggestions end this way.`,
    },
  ];
}

/** Resources → Pricing Strategies. */
export function PricingStrategiesContent() {
  const locale = useLocale();
  return (
    <DialogBody>
      <Para>
        <Trans>Seven ways to set prices that keep a profit after every fee.</Trans>
      </Para>
      <Definitions items={strategies(locale)} />
    </DialogBody>
  );
}
