import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_TITLES } from '../features/content/app-pages';
import { AGES, RETENTION } from '../features/content/legal-facts';
import { effectiveLine } from '../features/content/LegalSummaries';
import { SHARE_FACTS, SUPPORT_FACTS } from '../features/content/product-facts';
import { NewTabLink } from '../features/content/NewTabLink';
import { SupportMail } from '../features/content/SupportMail';
import { StaticPage } from '../features/content/StaticPage';
import { TranslationNotice } from '../features/content/TranslationNotice';

/** What the privacy policy says Margin collects, one kind of data a bullet. */
function WhatWeCollect() {
  const expiryDays = SHARE_FACTS.expiryDays;
  return (
    <ul>
      <li>
        <Trans>
          <strong>Your account:</strong> your e-mail address, whether you are on the trial or Pro, your trial
          and subscription dates and, if you set one, your password, which we store only as a secure hash.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Payments:</strong> the amount, date and status of each payment and the payment
          provider&apos;s reference. Your card details go straight to our card processor; we never see or
          store your card number.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Calculations:</strong> while you are signed in, the mode (Price → Profit or Profit → Price)
          and the country of each calculation you run, which make up your usage statistics. The prices and
          costs you enter stay on your device unless you share or e-mail the calculation.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Shared links:</strong> the snapshot of a calculation you choose to share (its inputs,
          results and any note you add), and how many times it was viewed. Anyone with the link can see it
          until it expires after {expiryDays} days.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>E-mailed reports:</strong> when you e-mail a calculation, its inputs go to our server, which
          works out the figures and sends them to the address you enter; we keep the message to deliver it.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>A connected shop</strong>, only if you connect one: your shop&apos;s name and id and
          read-only figures from your listings and orders.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Usage and logs:</strong> which features are used, and technical records of requests (such as
          IP address, browser and errors) that keep the service running and secure.
        </Trans>
      </li>
    </ul>
  );
}

/** /privacy: the privacy policy (advanced spec §2), its figures from legal-facts.ts. */
export function PrivacyPage() {
  const { t } = useLingui();
  const deletionDays = SUPPORT_FACTS.accountDeletionDays;
  const { minimum, minimumWhereRequired } = AGES;
  return (
    <StaticPage title={PAGE_TITLES.privacy} subtitle={effectiveLine()}>
      <TranslationNotice />
      <p>
        <Trans>
          Margin is a fee and profit calculator for online sellers. This policy explains what we collect when
          you use it, why, how long we keep it, and the choices you have. In short: we collect little, we set
          no cookies, and we never sell your data.
        </Trans>
      </p>

      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <WhatWeCollect />

      <h2>
        <Trans>How we use it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            To run the service you signed up for: your account, the trial, your subscription and billing.
          </Trans>
        </li>
        <li>
          <Trans>To answer you when you write to support.</Trans>
        </li>
        <li>
          <Trans>To keep Margin secure and to prevent abuse.</Trans>
        </li>
        <li>
          <Trans>To understand which features are used, so we can improve them.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We do not sell your data, we do not show advertising, and we do not use your data to profile you for
          anyone else.
        </Trans>
      </p>

      <h2>
        <Trans>No cookies; local storage</Trans>
      </h2>
      <p>
        <Trans>
          Margin sets no cookies and runs no advertising or cross-site trackers. To remember you on this
          device, it keeps a few things in your browser&apos;s local storage: your sign-in (your e-mail
          address, account id and session), your choices such as your country, and scenarios you save. The
          app&apos;s own files are stored by your browser so that basic calculations work offline. You can
          clear all of this at any time in your browser&apos;s settings; you will then be signed out on that
          device.
        </Trans>
      </p>

      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>
          Payments are handled by Stripe, our card processor, on its own secure checkout page, under{' '}
          <NewTabLink href="https://stripe.com/privacy">Stripe&apos;s privacy policy</NewTabLink>. We receive
          the result of a payment, never your card number.
        </Trans>
      </p>

      <h2>
        <Trans>Who we share it with</Trans>
      </h2>
      <p>
        <Trans>
          Only with the service providers that run Margin for us (hosting, e-mail delivery and payment
          processing), under contracts that limit them to that work, and with authorities where the law
          requires it.
        </Trans>
      </p>

      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t`Data`}</th>
            <th scope="col">{t`Kept for`}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(RETENTION).map(([kind, rule]) => (
            <tr key={kind}>
              <td>{rule.data}</td>
              <td>{rule.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans>
          Account data is kept after closure only as long as tax and accounting rules require; after each
          period the data is deleted or made anonymous.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You can ask for a copy of your data, have it corrected, object to how we use it, or have your
          account deleted. Write to <SupportMail /> from the address of your account: we delete an account
          within {deletionDays} days of the request, keeping only what the law makes us keep. You can also
          complain to your data protection authority.
        </Trans>
      </p>

      <h2>
        <Trans>Children</Trans>
      </h2>
      <p>
        <Trans>
          Margin is not meant for children. We do not knowingly collect data from anyone under {minimum}, or
          under {minimumWhereRequired} in the EU, the UK and other places where the law sets that age. If you
          believe a child has given us data, write to us and we will delete it.
        </Trans>
      </p>

      <h2>
        <Trans>Security</Trans>
      </h2>
      <p>
        <Trans>
          Connections to Margin are encrypted, passwords are stored only as secure hashes, and access to
          personal data is limited to the people who need it to run the service.
        </Trans>
      </p>

      <h2>
        <Trans>Changes to this policy</Trans>
      </h2>
      <p>
        <Trans>
          When we change this policy we publish the new version here with a new effective date, and tell you
          by e-mail before a significant change takes effect.
        </Trans>
      </p>

      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions about your data: <SupportMail />.
        </Trans>
      </p>
    </StaticPage>
  );
}
