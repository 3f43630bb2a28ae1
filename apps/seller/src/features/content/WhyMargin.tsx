import { INDEPENDENCE_STATEMENT } from './fee-facts';
import { PLAN_FACTS } from './product-facts';
import { Definitions, DialogBody, Para, type Definition } from './prose';

const REASONS: readonly Definition[] = [
  {
    term: 'Every fee, to the cent',
    detail:
      'Listing, transaction, payment processing by country, offsite ads, tax and discounts, each rounded the way the marketplace rounds it.',
  },
  {
    term: 'The price for the profit you want',
    detail:
      'Reverse mode gives the lowest price that reaches your target profit or margin, with the fees already counted.',
  },
  {
    term: 'Shows its work',
    detail:
      'Every result can show its formulas and links to the official fee pages, so you can check any line.',
  },
  {
    term: 'Works where you are',
    detail:
      'On your phone at a market stall or on your laptop. Install it like an app; basic calculations work offline.',
  },
  {
    term: 'Private by design',
    detail: 'No cookies and no ad trackers. Your settings stay in your browser.',
  },
  {
    term: 'Priced for small shops',
    detail: `${PLAN_FACTS.trialDays} days free with no card, then ${PLAN_FACTS.yearly} a year (${PLAN_FACTS.monthly} a month).`,
  },
];

/** About → Why Margin. */
export function WhyMarginContent() {
  return (
    <DialogBody>
      <Para>
        A price that looks fine can lose money once fees, shipping and tax are counted. Margin shows what you
        really keep from each sale, before you list.
      </Para>
      <Definitions items={REASONS} />
      <Para size="xs">{INDEPENDENCE_STATEMENT}</Para>
    </DialogBody>
  );
}
