import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { independenceStatement } from './fee-facts';
import { AGES, KEPT } from './legal-facts';
import { PLAN_FACTS, SUPPORT_FACTS } from './product-facts';
import { NewTabLink } from './NewTabLink';
import { SupportMail } from './SupportMail';
import { type FaqEntry } from './prose';

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqEntry[];
}

const entry = (id: string, question: string, answer: ReactNode): FaqEntry => ({ id, question, answer });

function trialAndSubscription(): FaqGroup {
  const { trialDays, yearly, monthly, cancelItem, cancelButton } = PLAN_FACTS;
  return {
    id: 'trial-and-subscription',
    title: t`Trial and subscription`,
    items: [
      entry(
        'free-trial',
        t`How does the free trial work?`,
        t`Enter your e-mail address and you get ${trialDays} days of full access. No credit card is needed, and nothing is charged when the trial ends.`,
      ),
      entry(
        'pro-price',
        t`How much does Pro cost?`,
        t`${yearly} per year (${monthly} a month), billed annually in advance. The subscription renews automatically each year until you cancel it.`,
      ),
      entry(
        'cancel',
        t`How do I cancel?`,
        t`Open the account menu (your initial, top right; on a phone, the menu button) and choose ${cancelItem}, then ${cancelButton}. You keep Pro until the end of the year you paid for and are not charged again.`,
      ),
      entry(
        'refunds',
        t`Can I get a refund?`,
        t`No. Payments are not refunded, including for the unused part of a year. If you do not want another year, cancel before your renewal date: you keep access until then.`,
      ),
      entry(
        'trial-ends',
        t`What happens when my trial ends?`,
        t`Your account stays, and the badge in the bar reads 'Trial Expired'. The Pro tools show an upgrade button; upgrading brings everything back at once.`,
      ),
    ],
  };
}

function technical(): FaqGroup {
  return {
    id: 'technical',
    title: t`Technical`,
    items: [
      entry(
        'offline',
        t`Does Margin work offline?`,
        t`Yes, for basic calculations. Once Margin has loaded in your browser, the fee and profit calculations keep working without a connection, using the fee table built into the app. Signing in, payments, share links and e-mailed exports need a connection; while you are offline the header says 'Offline — calculations still work'.`,
      ),
      entry(
        'install',
        t`Can I install Margin like an app?`,
        t`Yes. In Chrome or Edge, use the install icon in the address bar or Install App in the browser menu. On an iPhone or iPad, open Margin in Safari, tap Share, then Add to Home Screen. The installed app opens in its own window and updates itself.`,
      ),
      entry(
        'cent-difference',
        t`Why does a fee differ by a cent from my statement?`,
        t`Margin rounds each fee line to the cent on its own, as the marketplace does, so totals should match. Amounts set in US dollars (the listing fee, the offsite ads cap) are converted to your currency with a dated exchange-rate snapshot, and your statement may use the rate of the day. If a line still differs, tell us: we check every report.`,
      ),
      entry(
        'browsers',
        t`Which browsers are supported?`,
        t`Current versions of Chrome, Edge, Safari and Firefox, on phones, tablets and computers. Local storage must be allowed for Margin to remember your sign-in and your choices.`,
      ),
    ],
  };
}

function marketplaceApi(): FaqGroup {
  const independence = independenceStatement();
  const purgeDays = KEPT.shopPurgeDays;
  return {
    id: 'marketplace-api',
    title: t`Marketplace API compliance`,
    items: [
      entry(
        'independent',
        t`Is Margin made by Etsy?`,
        t`No. ${independence} 'Etsy' is a trademark of Etsy, Inc., named only to say whose published fees Margin counts.`,
      ),
      entry(
        'connect-shop',
        t`Do I need to connect my shop?`,
        t`No. The calculator needs nothing from your shop. Connecting a shop for Advanced mode is waiting for the marketplace's API approval; until then Advanced mode shows demo data and says so.`,
      ),
      entry(
        'shop-access',
        t`What will Margin read when I connect my shop?`,
        t`Read-only access to your shop, listings and transactions, nothing more. Margin never changes a listing or a price on the marketplace. Data it reads is cached briefly (shop details 24 hours, listings 1 hour, market research 6 hours, transactions 30 minutes) to stay within the API's rate limits. You can disconnect at any time: shop metrics are then purged within ${purgeDays} days of disconnecting.`,
      ),
    ],
  };
}

function privacy(): FaqGroup {
  const days = SUPPORT_FACTS.accountDeletionDays;
  const { minimum, minimumWhereRequired } = AGES;
  return {
    id: 'privacy',
    title: t`Privacy`,
    items: [
      entry(
        'cookies',
        t`Does Margin use cookies?`,
        t`No. Margin sets no cookies and runs no advertising trackers. Your sign-in and your choices, such as your country, are kept in your browser's local storage, which you can clear at any time.`,
      ),
      entry(
        'card',
        t`Does Margin see my card number?`,
        t`No. Payments are taken by our card processor, Stripe, on its own secure checkout page. We receive only the result (paid, failed or cancelled), never your card number.`,
      ),
      entry(
        'delete-account',
        t`How do I delete my account?`,
        <Trans>
          E-mail <SupportMail /> from the address of your account and ask for deletion. We delete it within{' '}
          {days} days of your request, except for the records the law makes us keep (see the{' '}
          <NewTabLink href="/privacy">Privacy Policy</NewTabLink>). Margin is not meant for children under{' '}
          {minimum} ({minimumWhereRequired} where the law requires it).
        </Trans>,
      ),
    ],
  };
}

function gettingHelp(): FaqGroup {
  const { responseTime, urgentResponseTime, feeUpdateTime } = SUPPORT_FACTS;
  return {
    id: 'getting-help',
    title: t`Getting help`,
    items: [
      entry(
        'contact',
        t`How do I contact support?`,
        <Trans>
          E-mail <SupportMail />, or choose Get Support in the Contact menu. We answer within {responseTime},
          and within {urgentResponseTime} for urgent issues on Pro accounts.
        </Trans>,
      ),
      entry(
        'report',
        t`How do I report a bug or ask for a feature?`,
        t`Choose Report a Bug or Feature Request in the Contact menu: it opens an e-mail with the questions we need answered already in place.`,
      ),
      entry(
        'fee-changes',
        t`How quickly are fee changes reflected?`,
        t`Within ${feeUpdateTime} of the marketplace publishing a change. The footer of the calculator shows when the fees were last checked.`,
      ),
    ],
  };
}

/**
 * The Help Center's FAQ (advanced spec: trial and subscription, technical, API compliance, privacy, help), in
 * the language on screen: call it while rendering.
 */
export function faqGroups(): FaqGroup[] {
  return [trialAndSubscription(), technical(), marketplaceApi(), privacy(), gettingHelp()];
}

const quickEntry = (id: string): FaqEntry => {
  const find = () =>
    faqGroups()
      .flatMap((group) => group.items)
      .find((item) => item.id === id)!;
  return {
    id,
    get question() {
      return find().question;
    },
    get answer() {
      return find().answer;
    },
  };
};

/** The questions the Help Center dialog answers before pointing to the full page, read when rendered. */
export const QUICK_FAQ: readonly FaqEntry[] = ['free-trial', 'pro-price', 'cancel', 'refunds', 'offline'].map(
  quickEntry,
);
