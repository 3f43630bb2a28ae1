import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { Fragment } from 'react';
import { FAQ_GROUPS } from '../features/content/faq';
import { FEE_FACTS, FEE_SOURCE_LINKS, INDEPENDENCE_STATEMENT } from '../features/content/fee-facts';
import { PLAN_FACTS, SHARE_FACTS } from '../features/content/product-facts';
import { NewTabLink } from '../features/content/NewTabLink';
import { Definitions } from '../features/content/prose';
import { SELLER_TIPS } from '../features/content/SellerTips';
import { StaticPage } from '../features/content/StaticPage';
import { useInstallPrompt } from '../features/pwa/use-install-prompt';

const SECTIONS = [
  { id: 'introduction', title: 'Introduction' },
  { id: 'features', title: 'Features' },
  { id: 'faq', title: 'Frequently asked questions' },
  { id: 'resources', title: 'Resources and tips' },
] as const;

/** Installs from this page when the browser offers it; says so when this already is the installed app. */
function InstallOffer() {
  const offer = useInstallPrompt();
  if (offer.installed) return <p>You are using the installed app.</p>;
  if (!offer.canInstall) return null;
  const install = async () => {
    if ((await offer.promptInstall()) === 'accepted') {
      notifications.show({
        color: 'margin',
        message: 'Margin is installed. Open it from your home screen or apps.',
      });
    }
  };
  return (
    <Button leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => void install()}>
      Install Margin
    </Button>
  );
}

/** /help: the Help Center and FAQ (advanced spec §2). */
export function HelpPage() {
  return (
    <StaticPage
      title="Help Center"
      subtitle="What Margin does, your trial and subscription, working offline, and where to get help."
    >
      <nav aria-label="On this page">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <h2 id="introduction">Introduction</h2>
      <p>
        Margin is a fee and profit calculator for Etsy sellers. Enter a price and your costs to see every fee
        and what you keep, or enter the profit you want and get the price to charge.
      </p>
      <p>
        Start with a {PLAN_FACTS.trialDays}-day free trial: your e-mail address is all it takes, no card
        needed. After the trial, Pro costs {PLAN_FACTS.yearly} per year ({PLAN_FACTS.monthly} a month), billed
        annually in advance and renewing automatically until you cancel. {INDEPENDENCE_STATEMENT}
      </p>

      <h2 id="features">Features</h2>
      <h3>The calculator</h3>
      <ul>
        <li>
          <strong>Forward: Price → Profit</strong> shows every fee, your profit, your margin and your
          break-even price.
        </li>
        <li>
          <strong>Reverse: Profit → Price</strong> finds the lowest price that reaches a target profit or
          margin.
        </li>
        <li>
          Listing fee ({FEE_FACTS.listingFee} per item sold), transaction fee ({FEE_FACTS.transactionRate},
          shipping and gift wrap included), payment processing for your bank&apos;s country, offsite ads (
          {FEE_FACTS.offsiteAdsRate} or {FEE_FACTS.offsiteAdsReducedRate}, at most {FEE_FACTS.offsiteAdsCap}{' '}
          per order), VAT or sales tax, discounts and free shipping.
        </li>
        <li>Presets for common products, price suggestions, a sale planner and bundle pricing.</li>
        <li>Every result can show its formulas and links to the official fee pages.</li>
      </ul>
      <h3>Advanced mode</h3>
      <p>
        For Pro and trial accounts: sales analytics, a multi-product calculator, a break-even audit of your
        listings, a bulk price updater and an orders analysis from CSV files, and market research. Some of
        these tools are still being rolled out and say so where they appear.
      </p>
      <h3>Sharing and exports</h3>
      <p>
        Share a read-only link to a calculation, with a note if you like (it expires after{' '}
        {SHARE_FACTS.expiryDays} days), or export it as CSV, PDF, an Excel workbook or a PNG image, or by
        e-mail.
      </p>
      <h3 id="offline">Working offline and installing the app</h3>
      <p>
        Margin is a web app you can install. Once it has loaded, basic calculations work without a connection;
        signing in, payments, share links and e-mailed exports need one.
      </p>
      <ul>
        <li>
          Chrome or Edge on a computer or Android: the install icon in the address bar, or Install App in the
          browser menu.
        </li>
        <li>Safari on iPhone or iPad: tap Share, then Add to Home Screen.</li>
      </ul>
      <InstallOffer />

      <h2 id="faq">Frequently asked questions</h2>
      {FAQ_GROUPS.map((group) => (
        <Fragment key={group.id}>
          <h3 id={`faq-${group.id}`}>{group.title}</h3>
          {group.items.map((item) => (
            <Fragment key={item.id}>
              <h4>{item.question}</h4>
              <p>{item.answer}</p>
            </Fragment>
          ))}
        </Fragment>
      ))}

      <h2 id="resources">Resources and tips</h2>
      <h3>Official fee pages</h3>
      <ul>
        {FEE_SOURCE_LINKS.map((source) => (
          <li key={source.href}>
            <NewTabLink href={source.href}>{source.label}</NewTabLink>
          </li>
        ))}
      </ul>
      <h3>Guides in the app</h3>
      <p>
        The calculator&apos;s Resources menu has a Calculator Guide (every input explained), Pricing
        Strategies and Seller Tips; the About menu explains how the fees are counted.
      </p>
      <h3>Tips</h3>
      <Definitions items={SELLER_TIPS} />
    </StaticPage>
  );
}
