import { Anchor } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../lib/support';
import { INDEPENDENCE_STATEMENT } from './fee-facts';
import { AGES, RETENTION } from './legal-facts';
import { PLAN_FACTS, SUPPORT_FACTS } from './product-facts';
import { NewTabLink } from './NewTabLink';
import { type FaqEntry } from './prose';

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqEntry[];
}

const supportMail = (
  <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
    {SUPPORT_EMAIL}
  </Anchor>
);

const shopMetrics = RETENTION.find((rule) => rule.data.startsWith('Shop metrics'))!;

/** The Help Center's FAQ (advanced spec: trial and subscription, technical, API compliance, privacy, help). */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'trial-and-subscription',
    title: 'Trial and subscription',
    items: [
      {
        id: 'free-trial',
        question: 'How does the free trial work?',
        answer: `Enter your e-mail address and you get ${PLAN_FACTS.trialDays} days of full access. No credit card is needed, and nothing is charged when the trial ends.`,
      },
      {
        id: 'pro-price',
        question: 'How much does Pro cost?',
        answer: `${PLAN_FACTS.yearly} per year (${PLAN_FACTS.monthly} a month), billed annually in advance. The subscription renews automatically each year until you cancel it.`,
      },
      {
        id: 'cancel',
        question: 'How do I cancel?',
        answer: `Open the account menu (your initial, top right; on a phone, the menu button) and choose ${PLAN_FACTS.cancelItem}, then ${PLAN_FACTS.cancelButton}. You keep Pro until the end of the year you paid for and are not charged again.`,
      },
      {
        id: 'refunds',
        question: 'Can I get a refund?',
        answer:
          'No. Payments are not refunded, including for the unused part of a year. If you do not want another year, cancel before your renewal date: you keep access until then.',
      },
      {
        id: 'trial-ends',
        question: 'What happens when my trial ends?',
        answer:
          "Your account stays, and the badge in the bar reads 'Trial Expired'. The Pro tools show an upgrade button; upgrading brings everything back at once.",
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical',
    items: [
      {
        id: 'offline',
        question: 'Does Margin work offline?',
        answer:
          "Yes, for basic calculations. Once Margin has loaded in your browser, the fee and profit calculations keep working without a connection, using the fee table built into the app. Signing in, payments, share links and e-mailed exports need a connection; while you are offline the header says 'Offline — calculations still work'.",
      },
      {
        id: 'install',
        question: 'Can I install Margin like an app?',
        answer:
          'Yes. In Chrome or Edge, use the install icon in the address bar or Install App in the browser menu. On an iPhone or iPad, open Margin in Safari, tap Share, then Add to Home Screen. The installed app opens in its own window and updates itself.',
      },
      {
        id: 'cent-difference',
        question: 'Why does a fee differ by a cent from my statement?',
        answer:
          'Margin rounds each fee line to the cent on its own, as the marketplace does, so totals should match. Amounts set in US dollars (the listing fee, the offsite ads cap) are converted to your currency with a dated exchange-rate snapshot, and your statement may use the rate of the day. If a line still differs, tell us: we check every report.',
      },
      {
        id: 'browsers',
        question: 'Which browsers are supported?',
        answer:
          'Current versions of Chrome, Edge, Safari and Firefox, on phones, tablets and computers. Local storage must be allowed for Margin to remember your sign-in and your choices.',
      },
    ],
  },
  {
    id: 'marketplace-api',
    title: 'Marketplace API compliance',
    items: [
      {
        id: 'independent',
        question: 'Is Margin made by Etsy?',
        answer: `No. ${INDEPENDENCE_STATEMENT} 'Etsy' is a trademark of Etsy, Inc., named only to say whose published fees Margin counts.`,
      },
      {
        id: 'connect-shop',
        question: 'Do I need to connect my shop?',
        answer:
          "No. The calculator needs nothing from your shop. Connecting a shop for Advanced mode is waiting for the marketplace's API approval; until then Advanced mode shows demo data and says so.",
      },
      {
        id: 'shop-access',
        question: 'What will Margin read when I connect my shop?',
        answer: `Read-only access to your shop, listings and transactions, nothing more. Margin never changes a listing or a price on the marketplace. Data it reads is cached briefly (shop details 24 hours, listings 1 hour, market research 6 hours, transactions 30 minutes) to stay within the API's rate limits. You can disconnect at any time: shop metrics are then ${shopMetrics.period.toLowerCase()}.`,
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    items: [
      {
        id: 'cookies',
        question: 'Does Margin use cookies?',
        answer:
          "No. Margin sets no cookies and runs no advertising trackers. Your sign-in and your choices, such as your country, are kept in your browser's local storage, which you can clear at any time.",
      },
      {
        id: 'card',
        question: 'Does Margin see my card number?',
        answer:
          'No. Payments are taken by our card processor, Stripe, on its own secure checkout page. We receive only the result (paid, failed or cancelled), never your card number.',
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: (
          <>
            E-mail {supportMail} from the address of your account and ask for deletion. We delete it within{' '}
            {SUPPORT_FACTS.accountDeletionDays} days of your request, except for the records the law makes us
            keep (see the <NewTabLink href="/privacy">Privacy Policy</NewTabLink>). Margin is not meant for
            children under {AGES.minimum} ({AGES.minimumWhereRequired} where the law requires it).
          </>
        ),
      },
    ],
  },
  {
    id: 'getting-help',
    title: 'Getting help',
    items: [
      {
        id: 'contact',
        question: 'How do I contact support?',
        answer: (
          <>
            E-mail {supportMail}, or choose Get Support in the Contact menu. We answer within{' '}
            {SUPPORT_FACTS.responseTime}, and within {SUPPORT_FACTS.urgentResponseTime} for urgent issues on
            Pro accounts.
          </>
        ),
      },
      {
        id: 'report',
        question: 'How do I report a bug or ask for a feature?',
        answer:
          'Choose Report a Bug or Feature Request in the Contact menu: it opens an e-mail with the questions we need answered already in place.',
      },
      {
        id: 'fee-changes',
        question: 'How quickly are fee changes reflected?',
        answer: `Within ${SUPPORT_FACTS.feeUpdateTime} of the marketplace publishing a change. The footer of the calculator shows when the fees were last checked.`,
      },
    ],
  },
];

/** The questions the Help Center dialog answers before pointing to the full page. */
export const QUICK_FAQ: readonly FaqEntry[] = ['free-trial', 'pro-price', 'cancel', 'refunds', 'offline'].map(
  (id) => FAQ_GROUPS.flatMap((group) => group.items).find((item) => item.id === id)!,
);
