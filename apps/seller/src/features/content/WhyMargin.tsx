import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../i18n/runtime';
import { independenceStatement } from './fee-facts';
import { PLAN_FACTS } from './product-facts';
import { Definitions, DialogBody, Para, type Definition } from './prose';

function reasons(): Definition[] {
  const { trialDays, yearly, monthly } = PLAN_FACTS;
  return [
    {
      term: t`Every fee, to the cent`,
      detail: t`Listing, transaction, payment processing by country, offsite ads, tax and discounts, each rounded the way the marketplace rounds it.`,
    },
    {
      term: t`The price for the profit you want`,
      detail: t`Reverse mode gives the lowest price that reaches your target profit or margin, with the fees already counted.`,
    },
    {
      term: t`Shows its work`,
      detail: t`Every result can show its formulas and links to the official fee pages, so you can check any line.`,
    },
    {
      term: t`Works where you are`,
      detail: t`On your phone at a market stall or on your laptop. Install it like an app; basic calculations work offline.`,
    },
    {
      term: t`Private by design`,
      detail: t`No cookies and no ad trackers. Your settings stay in your browser.`,
    },
    {
      term: t`Priced for small shops`,
      detail: t`${trialDays} days free with no card, then ${yearly} a year (${monthly} a month).`,
    },
  ];
}

/** About → Why Margin. */
export function WhyMarginContent() {
  useLocale();
  return (
    <DialogBody>
      <Para>
        <Trans>
          A price that looks fine can lose money once fees, shipping and tax are counted. Margin shows what
          you really keep from each sale, before you list.
        </Trans>
      </Para>
      <Definitions items={reasons()} />
      <Para size="xs">{independenceStatement()}</Para>
    </DialogBody>
  );
}
