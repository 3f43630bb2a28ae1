import { Trans } from '@lingui/react/macro';
import { useLocale } from '../i18n/runtime';
import { PAGE_TITLES } from '../features/content/app-pages';
import { independenceStatement } from '../features/content/fee-facts';
import { AGES, DISCONTINUATION_NOTICE_DAYS } from '../features/content/legal-facts';
import { effectiveLine } from '../features/content/LegalSummaries';
import { PLAN_FACTS, SHARE_FACTS, SUPPORT_FACTS } from '../features/content/product-facts';
import { StaticPage } from '../features/content/StaticPage';
import { SupportMail } from '../features/content/SupportMail';
import { TranslationNotice } from '../features/content/TranslationNotice';

/** The subscription's terms: trial, price, renewal, cancelling and refunds. */
function SubscriptionTerms() {
  const { trialDays, yearly, monthly, cancelItem } = PLAN_FACTS;
  return (
    <>
      <h2>
        <Trans>Free trial</Trans>
      </h2>
      <p>
        <Trans>
          A new account gets a {trialDays}-day free trial. No card is needed, and the trial ends by itself:
          nothing is charged unless you subscribe.
        </Trans>
      </p>

      <h2>
        <Trans>Pro subscription</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Pro costs {yearly} per year ({monthly} a month), billed annually in advance through our card
            processor.
          </Trans>
        </li>
        <li>
          <Trans>
            The subscription renews automatically for another year at the end of each year, until you cancel.
          </Trans>
        </li>
        <li>
          <Trans>
            If the price changes, we tell you before the renewal it applies to, so you can cancel first.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Cancellation and refunds</Trans>
      </h2>
      <p>
        <Trans>
          You can cancel at any time from the account menu, under {cancelItem}. Your access continues until
          the end of the period you have paid for, and you are not charged again.
        </Trans>
      </p>
      <p>
        <Trans>
          <strong>Payments are non-refundable.</strong> There are no refunds or credits for partial periods or
          unused time. This does not take away any right that the law of your country gives you and that
          cannot be waived.
        </Trans>
      </p>
    </>
  );
}

/** /terms: the terms of service (advanced spec §2). */
export function TermsPage() {
  useLocale();
  const independence = independenceStatement();
  const adult = AGES.adult;
  const updateTime = SUPPORT_FACTS.feeUpdateTime;
  const expiryDays = SHARE_FACTS.expiryDays;
  const noticeDays = DISCONTINUATION_NOTICE_DAYS;
  return (
    <StaticPage title={PAGE_TITLES.terms} subtitle={effectiveLine()}>
      <TranslationNotice />
      <p>
        <Trans>
          These terms are the agreement between you and Margin for the use of the Margin fee and profit
          calculator. By creating an account or using Margin you accept them.
        </Trans>
      </p>

      <h2>
        <Trans>The service</Trans>
      </h2>
      <p>
        <Trans>
          Margin calculates the fees, taxes and profit of sales on an online handmade-goods marketplace, and
          the prices needed to reach a target.
        </Trans>{' '}
        {independence}
      </p>

      <h2>
        <Trans>Who can use Margin</Trans>
      </h2>
      <p>
        <Trans>
          You must be at least {adult} years old, or have the consent of a parent or guardian who accepts
          these terms for you. Keep your sign-in details to yourself: you are responsible for what is done
          with your account.
        </Trans>
      </p>

      <SubscriptionTerms />

      <h2>
        <Trans>Calculations are estimates</Trans>
      </h2>
      <p>
        <Trans>
          Margin&apos;s results are estimates based on the fees the marketplace publishes, checked and dated
          in the app, and updated within {updateTime} of a published change. Fees, exchange rates and taxes
          can change and can depend on details of your account that Margin does not know. Margin is not
          financial, tax or legal advice: you are responsible for the prices you set, for your taxes and for
          checking your marketplace statements.
        </Trans>
      </p>

      <h2>
        <Trans>Fair use</Trans>
      </h2>
      <p>
        <Trans>
          Do not misuse Margin: no attempts to break into it or overload it, no automated mass use of the
          service or its API beyond normal use, no reselling of the service, and nothing unlawful.
        </Trans>
      </p>

      <h2>
        <Trans>Shared links and connected shops</Trans>
      </h2>
      <p>
        <Trans>
          A calculation you share can be seen by anyone with its link until it expires after {expiryDays}{' '}
          days; you are responsible for what you write in its note. If you connect your marketplace shop,
          Margin reads it only, and the marketplace&apos;s own terms apply to that connection.
        </Trans>
      </p>

      <h2>
        <Trans>Changes to the service</Trans>
      </h2>
      <p>
        <Trans>
          We improve Margin continually and may change or remove features. If we decide to discontinue the
          service, we will tell you at least {noticeDays} days in advance by e-mail.
        </Trans>
      </p>

      <h2>
        <Trans>Ending your account</Trans>
      </h2>
      <p>
        <Trans>
          You can close your account at any time by writing to <SupportMail />. We may suspend or close an
          account that breaks these terms, and tell you why.
        </Trans>
      </p>

      <h2>
        <Trans>Liability</Trans>
      </h2>
      <p>
        <Trans>
          Margin is provided as it is. As far as the law allows, we are not liable for lost profits or for
          decisions made on the basis of its results, and our total liability is limited to what you paid us
          in the 12 months before the claim.
        </Trans>
      </p>

      <h2>
        <Trans>Changes to these terms</Trans>
      </h2>
      <p>
        <Trans>
          We publish changed terms here with a new effective date and tell you by e-mail before a significant
          change takes effect. If you keep using Margin after that, the new terms apply.
        </Trans>
      </p>

      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions about these terms: <SupportMail />.
        </Trans>
      </p>
    </StaticPage>
  );
}
