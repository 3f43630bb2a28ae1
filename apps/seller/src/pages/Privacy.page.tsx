import { SUPPORT_EMAIL } from '../lib/support';
import { AGES, LEGAL_EFFECTIVE_DATE, RETENTION } from '../features/content/legal-facts';
import { SHARE_FACTS, SUPPORT_FACTS } from '../features/content/product-facts';
import { NewTabLink } from '../features/content/NewTabLink';
import { StaticPage } from '../features/content/StaticPage';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

/** /privacy: the privacy policy (advanced spec §2), its figures from legal-facts.ts. */
export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" subtitle={`Effective ${LEGAL_EFFECTIVE_DATE}`}>
      <p>
        Margin is a fee and profit calculator for online sellers. This policy explains what we collect when
        you use it, why, how long we keep it, and the choices you have. In short: we collect little, we set no
        cookies, and we never sell your data.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your e-mail address, whether you are on the trial or Pro, your trial
          and subscription dates and, if you set one, your password, which we store only as a secure hash.
        </li>
        <li>
          <strong>Payments:</strong> the amount, date and status of each payment and the payment
          provider&apos;s reference. Your card details go straight to our card processor; we never see or
          store your card number.
        </li>
        <li>
          <strong>Calculations:</strong> while you are signed in, the mode (Price → Profit or Profit → Price)
          and the country of each calculation you run, which make up your usage statistics. The prices and
          costs you enter stay on your device unless you share or e-mail the calculation.
        </li>
        <li>
          <strong>Shared links:</strong> the snapshot of a calculation you choose to share (its inputs,
          results and any note you add), and how many times it was viewed. Anyone with the link can see it
          until it expires after {SHARE_FACTS.expiryDays} days.
        </li>
        <li>
          <strong>E-mailed reports:</strong> when you e-mail a calculation, its inputs go to our server, which
          works out the figures and sends them to the address you enter; we keep the message to deliver it.
        </li>
        <li>
          <strong>A connected shop</strong>, only if you connect one: your shop&apos;s name and id and
          read-only figures from your listings and orders.
        </li>
        <li>
          <strong>Usage and logs:</strong> which features are used, and technical records of requests (such as
          IP address, browser and errors) that keep the service running and secure.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To run the service you signed up for: your account, the trial, your subscription and billing.</li>
        <li>To answer you when you write to support.</li>
        <li>To keep Margin secure and to prevent abuse.</li>
        <li>To understand which features are used, so we can improve them.</li>
      </ul>
      <p>
        We do not sell your data, we do not show advertising, and we do not use your data to profile you for
        anyone else.
      </p>

      <h2>No cookies; local storage</h2>
      <p>
        Margin sets no cookies and runs no advertising or cross-site trackers. To remember you on this device,
        it keeps a few things in your browser&apos;s local storage: your sign-in (your e-mail address, account
        id and session), your choices such as your country, and scenarios you save. The app&apos;s own files
        are stored by your browser so that basic calculations work offline. You can clear all of this at any
        time in your browser&apos;s settings; you will then be signed out on that device.
      </p>

      <h2>Payments</h2>
      <p>
        Payments are handled by Stripe, our card processor, on its own secure checkout page, under{' '}
        <NewTabLink href="https://stripe.com/privacy">Stripe&apos;s privacy policy</NewTabLink>. We receive
        the result of a payment, never your card number.
      </p>

      <h2>Who we share it with</h2>
      <p>
        Only with the service providers that run Margin for us (hosting, e-mail delivery and payment
        processing), under contracts that limit them to that work, and with authorities where the law requires
        it.
      </p>

      <h2>How long we keep it</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Kept for</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION.map((rule) => (
            <tr key={rule.data}>
              <td>{rule.data}</td>
              <td>{rule.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Account data is kept after closure only as long as tax and accounting rules require; after each period
        the data is deleted or made anonymous.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, have it corrected, object to how we use it, or have your account
        deleted. Write to {mail} from the address of your account: we delete an account within{' '}
        {SUPPORT_FACTS.accountDeletionDays} days of the request, keeping only what the law makes us keep. You
        can also complain to your data protection authority.
      </p>

      <h2>Children</h2>
      <p>
        Margin is not meant for children. We do not knowingly collect data from anyone under {AGES.minimum},
        or under {AGES.minimumWhereRequired} in the EU, the UK and other places where the law sets that age.
        If you believe a child has given us data, write to us and we will delete it.
      </p>

      <h2>Security</h2>
      <p>
        Connections to Margin are encrypted, passwords are stored only as secure hashes, and access to
        personal data is limited to the people who need it to run the service.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we publish the new version here with a new effective date, and tell you by
        e-mail before a significant change takes effect.
      </p>

      <h2>Contact</h2>
      <p>Questions about your data: {mail}.</p>
    </StaticPage>
  );
}
