import { SUPPORT_EMAIL } from '../lib/support';
import { INDEPENDENCE_STATEMENT } from '../features/content/fee-facts';
import { AGES, DISCONTINUATION_NOTICE_DAYS, LEGAL_EFFECTIVE_DATE } from '../features/content/legal-facts';
import { PLAN_FACTS, SHARE_FACTS, SUPPORT_FACTS } from '../features/content/product-facts';
import { StaticPage } from '../features/content/StaticPage';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

/** /terms: the terms of service (advanced spec §2). */
export function TermsPage() {
  return (
    <StaticPage title="Terms of Service" subtitle={`Effective ${LEGAL_EFFECTIVE_DATE}`}>
      <p>
        These terms are the agreement between you and Margin for the use of the Margin fee and profit
        calculator. By creating an account or using Margin you accept them.
      </p>

      <h2>The service</h2>
      <p>
        Margin calculates the fees, taxes and profit of sales on an online handmade-goods marketplace, and the
        prices needed to reach a target. {INDEPENDENCE_STATEMENT}
      </p>

      <h2>Who can use Margin</h2>
      <p>
        You must be at least {AGES.adult} years old, or have the consent of a parent or guardian who accepts
        these terms for you. Keep your sign-in details to yourself: you are responsible for what is done with
        your account.
      </p>

      <h2>Free trial</h2>
      <p>
        A new account gets a {PLAN_FACTS.trialDays}-day free trial. No card is needed, and the trial ends by
        itself: nothing is charged unless you subscribe.
      </p>

      <h2>Pro subscription</h2>
      <ul>
        <li>
          Pro costs {PLAN_FACTS.yearly} per year ({PLAN_FACTS.monthly} a month), billed annually in advance
          through our card processor.
        </li>
        <li>
          The subscription renews automatically for another year at the end of each year, until you cancel.
        </li>
        <li>If the price changes, we tell you before the renewal it applies to, so you can cancel first.</li>
      </ul>

      <h2>Cancellation and refunds</h2>
      <p>
        You can cancel at any time from the account menu, under {PLAN_FACTS.cancelItem}. Your access continues
        until the end of the period you have paid for, and you are not charged again.
      </p>
      <p>
        <strong>Payments are non-refundable.</strong> There are no refunds or credits for partial periods or
        unused time. This does not take away any right that the law of your country gives you and that cannot
        be waived.
      </p>

      <h2>Calculations are estimates</h2>
      <p>
        Margin&apos;s results are estimates based on the fees the marketplace publishes, checked and dated in
        the app, and updated within {SUPPORT_FACTS.feeUpdateTime} of a published change. Fees, exchange rates
        and taxes can change and can depend on details of your account that Margin does not know. Margin is
        not financial, tax or legal advice: you are responsible for the prices you set, for your taxes and for
        checking your marketplace statements.
      </p>

      <h2>Fair use</h2>
      <p>
        Do not misuse Margin: no attempts to break into it or overload it, no automated mass use of the
        service or its API beyond normal use, no reselling of the service, and nothing unlawful.
      </p>

      <h2>Shared links and connected shops</h2>
      <p>
        A calculation you share can be seen by anyone with its link until it expires after{' '}
        {SHARE_FACTS.expiryDays} days; you are responsible for what you write in its note. If you connect your
        marketplace shop, Margin reads it only, and the marketplace&apos;s own terms apply to that connection.
      </p>

      <h2>Changes to the service</h2>
      <p>
        We improve Margin continually and may change or remove features. If we decide to discontinue the
        service, we will tell you at least {DISCONTINUATION_NOTICE_DAYS} days in advance by e-mail.
      </p>

      <h2>Ending your account</h2>
      <p>
        You can close your account at any time by writing to {mail}. We may suspend or close an account that
        breaks these terms, and tell you why.
      </p>

      <h2>Liability</h2>
      <p>
        Margin is provided as it is. As far as the law allows, we are not liable for lost profits or for
        decisions made on the basis of its results, and our total liability is limited to what you paid us in
        the 12 months before the claim.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We publish changed terms here with a new effective date and tell you by e-mail before a significant
        change takes effect. If you keep using Margin after that, the new terms apply.
      </p>

      <h2>Contact</h2>
      <p>Questions about these terms: {mail}.</p>
    </StaticPage>
  );
}
