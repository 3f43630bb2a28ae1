import { formatMajor, formatMoney, salePlanner, withArticle } from '@margin/core';
import { FEE_FACTS } from './fee-facts';
import { Definitions, DialogBody, Para, type Definition } from './prose';

const { transactionRate, listingFee, offsiteAdsRate, offsiteAdsCap } = FEE_FACTS;

// The sale planner's own answer for a 20% sale on a 20.00 item, so the example is the tool's arithmetic.
const SALE_EXAMPLE = { revenue: 20, discount: 20 };
const saleExample = formatMajor(
  salePlanner(SALE_EXAMPLE.revenue, SALE_EXAMPLE.discount)!.minimumPrice,
  'USD',
);

const STRATEGIES: readonly Definition[] = [
  {
    term: 'Start from the profit you want',
    detail:
      'Use Reverse: Profit → Price with a target margin instead of guessing a price. Many sellers think in three tiers: about 25% to meet the market, 40% as a healthy target, 50% for premium work.',
  },
  {
    term: 'Know your floor',
    detail:
      'The Break-even Price is the lowest price that loses nothing. Never discount below it, and keep clear of it on items you sell in numbers.',
  },
  {
    term: 'Price the whole order',
    detail: `The ${transactionRate} transaction fee is charged on shipping and gift wrap as well as the items. With free shipping, the shipping cost has to come out of your price: raise it to cover the carrier.`,
  },
  {
    term: 'Leave room for offsite ads',
    detail: `An order from an offsite ad pays ${offsiteAdsRate} of the sale, up to ${offsiteAdsCap}. Turn Offsite ads on and check the price still earns what you need.`,
  },
  {
    term: 'Plan a sale before you run it',
    detail: `To keep the same revenue during a sale, the price before the discount must be at least your usual revenue ÷ (1 − the discount). To still take ${formatMajor(SALE_EXAMPLE.revenue, 'USD')} in ${withArticle(`${SALE_EXAMPLE.discount}%`)} sale, list the item at ${saleExample}.`,
  },
  {
    term: 'Bundle to share the fixed fees',
    detail: `The fixed part of payment processing is paid once per order, so a bundle of several items pays it once instead of each time. The ${listingFee} listing fee is still paid per item sold.`,
  },
  {
    term: 'Use price endings on purpose',
    detail: `Prices just under a round figure (${formatMoney(2499, 'USD')} rather than ${formatMoney(2500, 'USD')}) read as cheaper. Margin's price suggestions end this way.`,
  },
];

/** Resources → Pricing Strategies. */
export function PricingStrategiesContent() {
  return (
    <DialogBody>
      <Para>Seven ways to set prices that keep a profit after every fee.</Para>
      <Definitions items={STRATEGIES} />
    </DialogBody>
  );
}
