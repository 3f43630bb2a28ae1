import { Trans, useLingui } from '@lingui/react/macro';
import { FEES_CHECKED_ON, RATES_SOURCE } from '@margin/core';
import { useRatesAsOf } from '../../lib/exchange-rates';
import { FEE_FACTS, FEE_SOURCE_LINKS, independenceStatement, proseDate } from './fee-facts';
import { SUPPORT_FACTS } from './product-facts';
import { NewTabLink } from './NewTabLink';
import { Bullets, ContentSection, DialogBody, Para } from './prose';

/** The rounding example: the transaction fee on an item of 29.00, exact and rounded. */
const ROUNDING = { price: 29, exact: 1.885, rounded: 1.89 } as const;

/** About → Accuracy & Trust: how the numbers are made, where they come from, and what they are not. */
export function AccuracyTrustContent() {
  const { t, i18n } = useLingui();
  // The rates in force: the feed's latest when the server has one, else the bundled snapshot.
  const ratesAsOf = proseDate(useRatesAsOf());
  const checkedOn = proseDate(FEES_CHECKED_ON);
  const rate = FEE_FACTS.transactionRate;
  const decimals = (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: digits }).format(value);
  const price = decimals(ROUNDING.price, 2);
  const exact = decimals(ROUNDING.exact, 3);
  const rounded = decimals(ROUNDING.rounded, 2);
  const updateTime = SUPPORT_FACTS.feeUpdateTime;
  const independence = independenceStatement();
  return (
    <DialogBody>
      <ContentSection title={t`Exact to the cent`}>
        <Bullets
          items={[
            t`Money is counted in whole cents and rates are applied exactly, never with the rounding errors of ordinary floating-point maths: ${rate} of ${price} is ${exact}, which rounds to ${rounded}.`,
            t`Each fee line is rounded on its own, as the marketplace rounds it, and the total is the sum of the rounded lines.`,
            t`Show Calculation Formulas, under every result, lists each step with the rate used.`,
          ]}
        />
      </ContentSection>
      <ContentSection title={t`Dated sources`}>
        <Para>
          <Trans>
            Every rate comes from a table checked against the official pages, last on {checkedOn}. Amounts set
            in US dollars are converted with the {RATES_SOURCE} of {ratesAsOf}. When the marketplace changes a
            fee, Margin is updated within {updateTime}.
          </Trans>
        </Para>
        <Bullets
          items={FEE_SOURCE_LINKS.map((source) => (
            <NewTabLink key={source.href} href={source.href}>
              {source.label}
            </NewTabLink>
          ))}
        />
      </ContentSection>
      <ContentSection title={t`What Margin is not`}>
        <Para>
          <Trans>
            {independence} Its results are estimates based on the published fees: your statement is the final
            word, and the prices you set are your decision.
          </Trans>
        </Para>
      </ContentSection>
    </DialogBody>
  );
}
