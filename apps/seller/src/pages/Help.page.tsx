import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { Fragment } from 'react';
import { PAGE_TITLES } from '../features/content/app-pages';
import { faqGroups } from '../features/content/faq';
import { FEE_FACTS, FEE_SOURCE_LINKS, independenceStatement } from '../features/content/fee-facts';
import { PLAN_FACTS, SHARE_FACTS } from '../features/content/product-facts';
import { NewTabLink } from '../features/content/NewTabLink';
import { Definitions } from '../features/content/prose';
import { sellerTips } from '../features/content/SellerTips';
import { StaticPage } from '../features/content/StaticPage';
import classes from './Help.module.css';
import { useInstallPrompt } from '../features/pwa/use-install-prompt';

/** Installs from this page when the browser offers it; says so when this already is the installed app. */
function InstallOffer() {
  const { t } = useLingui();
  const offer = useInstallPrompt();
  if (offer.installed)
    return (
      <p>
        <Trans>You are using the installed app.</Trans>
      </p>
    );
  if (!offer.canInstall) return null;
  const install = async () => {
    if ((await offer.promptInstall()) === 'accepted') {
      notifications.show({
        color: 'margin',
        message: t`Margin is installed. Open it from your home screen or apps.`,
      });
    }
  };
  return (
    <Button leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => void install()}>
      <Trans>Install Margin</Trans>
    </Button>
  );
}

/** The calculator's part of the features: the two modes and what they count. */
function CalculatorFeatures() {
  const { listingFee, transactionRate, offsiteAdsRate, offsiteAdsReducedRate, offsiteAdsCap } = FEE_FACTS;
  return (
    <ul>
      <li>
        <Trans>
          <strong>Forward: Price → Profit</strong> shows every fee, your profit, your margin and your
          break-even price.
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>Reverse: Profit → Price</strong> finds the lowest price that reaches a target profit or
          margin.
        </Trans>
      </li>
      <li>
        <Trans>
          Listing fee ({listingFee} per item sold), transaction fee ({transactionRate}, shipping and gift wrap
          included), payment processing for your bank&apos;s country, offsite ads ({offsiteAdsRate} or{' '}
          {offsiteAdsReducedRate}, at most {offsiteAdsCap} per order), VAT or sales tax, discounts and free
          shipping.
        </Trans>
      </li>
      <li>
        <Trans>Presets for common products, price suggestions, a sale planner and bundle pricing.</Trans>
      </li>
      <li>
        <Trans>Every result can show its formulas and links to the official fee pages.</Trans>
      </li>
    </ul>
  );
}

/** /help: the Help Center and FAQ (advanced spec §2). */
export function HelpPage() {
  const { t } = useLingui();
  const sections = [
    { id: 'introduction', title: t`Introduction` },
    { id: 'features', title: t`Features` },
    { id: 'faq', title: t`Frequently asked questions` },
    { id: 'resources', title: t`Resources and tips` },
  ];
  const { trialDays, yearly, monthly } = PLAN_FACTS;
  const independence = independenceStatement();
  const expiryDays = SHARE_FACTS.expiryDays;
  return (
    <StaticPage
      title={PAGE_TITLES.help}
      subtitle={t`What Margin does, your trial and subscription, working offline, and where to get help.`}
    >
      <nav aria-label={t`On this page`} className={classes.contents}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <h2 id="introduction">{sections[0]!.title}</h2>
      <p>
        <Trans>
          Margin is a fee and profit calculator for Etsy sellers. Enter a price and your costs to see every
          fee and what you keep, or enter the profit you want and get the price to charge.
        </Trans>
      </p>
      <p>
        <Trans>
          Start with a {trialDays}-day free trial: your e-mail address is all it takes, no card needed. After
          the trial, Pro costs {yearly} per year ({monthly} a month), billed annually in advance and renewing
          automatically until you cancel.
        </Trans>{' '}
        {independence}
      </p>

      <h2 id="features">{sections[1]!.title}</h2>
      <h3>
        <Trans>The calculator</Trans>
      </h3>
      <CalculatorFeatures />
      <h3>
        <Trans>Advanced mode</Trans>
      </h3>
      <p>
        <Trans>
          For Pro and trial accounts: sales analytics, a multi-product calculator, a break-even audit of your
          listings, a bulk price updater and an orders analysis from CSV files, and market research. Some of
          these tools are still being rolled out and say so where they appear.
        </Trans>
      </p>
      <h3>
        <Trans>Sharing and exports</Trans>
      </h3>
      <p>
        <Trans>
          Share a read-only link to a calculation, with a note if you like (it expires after {expiryDays}{' '}
          days), or export it as CSV, PDF, an Excel workbook or a PNG image, or by e-mail.
        </Trans>
      </p>
      <h3 id="offline">
        <Trans>Working offline and installing the app</Trans>
      </h3>
      <p>
        <Trans>
          Margin is a web app you can install. Once it has loaded, basic calculations work without a
          connection; signing in, payments, share links and e-mailed exports need one.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            Chrome or Edge on a computer or Android: the install icon in the address bar, or Install App in
            the browser menu.
          </Trans>
        </li>
        <li>
          <Trans>Safari on iPhone or iPad: tap Share, then Add to Home Screen.</Trans>
        </li>
      </ul>
      <InstallOffer />

      <h2 id="faq">{sections[2]!.title}</h2>
      {faqGroups().map((group) => (
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

      <h2 id="resources">{sections[3]!.title}</h2>
      <h3>
        <Trans>Official fee pages</Trans>
      </h3>
      <ul>
        {FEE_SOURCE_LINKS.map((source) => (
          <li key={source.href}>
            <NewTabLink href={source.href}>{source.label}</NewTabLink>
          </li>
        ))}
      </ul>
      <h3>
        <Trans>Guides in the app</Trans>
      </h3>
      <p>
        <Trans>
          The calculator&apos;s Resources menu has a Calculator Guide (every input explained), Pricing
          Strategies and Seller Tips; the About menu explains how the fees are counted.
        </Trans>
      </p>
      <h3>
        <Trans>Tips</Trans>
      </h3>
      <Definitions items={sellerTips()} />
    </StaticPage>
  );
}
