import { RATES_SOURCE } from '@margin/core';
import { useRatesAsOf } from '../../lib/exchange-rates';
import { FEE_SOURCE_LINKS, FEES_LAST_UPDATED, footerDate, INDEPENDENCE_STATEMENT } from './fee-facts';
import { SUPPORT_FACTS } from './product-facts';
import { NewTabLink } from './NewTabLink';
import { Bullets, ContentSection, DialogBody, Para } from './prose';

/** About → Accuracy & Trust: how the numbers are made, where they come from, and what they are not. */
export function AccuracyTrustContent() {
  // The rates in force: the feed's latest when the server has one, else the bundled snapshot.
  const ratesAsOf = useRatesAsOf();
  return (
    <DialogBody>
      <ContentSection title="Exact to the cent">
        <Bullets
          items={[
            'Money is counted in whole cents and rates are applied exactly, never with the rounding errors of ordinary floating-point maths: 6.5% of 29.00 is 1.885, which rounds to 1.89.',
            'Each fee line is rounded on its own, as the marketplace rounds it, and the total is the sum of the rounded lines.',
            'Show Calculation Formulas, under every result, lists each step with the rate used.',
          ]}
        />
      </ContentSection>
      <ContentSection title="Dated sources">
        <Para>
          Every rate comes from a table checked against the official pages, last on {FEES_LAST_UPDATED}.
          Amounts set in US dollars are converted with the {RATES_SOURCE} of {footerDate(ratesAsOf)}. When the
          marketplace changes a fee, Margin is updated within {SUPPORT_FACTS.feeUpdateTime}.
        </Para>
        <Bullets
          items={FEE_SOURCE_LINKS.map((source) => (
            <NewTabLink key={source.href} href={source.href}>
              {source.label}
            </NewTabLink>
          ))}
        />
      </ContentSection>
      <ContentSection title="What Margin is not">
        <Para>
          {INDEPENDENCE_STATEMENT} Its results are estimates based on the published fees: your statement is
          the final word, and the prices you set are your decision.
        </Para>
      </ContentSection>
    </DialogBody>
  );
}
