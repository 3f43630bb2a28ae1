import { msg, t } from '@lingui/core/macro';
import { MARKETPLACE_MESSAGES } from '@margin/core';
import { localized } from '../../i18n/localized';
import { i18n } from '../../i18n/runtime';

/**
 * The connection's words on screen in the seller's language. The spec's quoted texts (§8) are English word for
 * word, and other languages say what they mean; `missingParameters` is also what the callback page posts to the
 * app's window, so it stays core's English.
 */
const WORDS = localized({
  connectFailed: msg`Failed to connect to Etsy. Please try again.`,
  /** A failed status call without a detail. */
  statusFailed: msg`Failed to check capabilities`,
  networkError: msg`Network error`,
  connected: msg`Your Etsy shop is connected.`,
  disconnected: msg`Your Etsy shop is disconnected; its tokens and data are deleted.`,
  needsReconnect: msg`Etsy no longer accepts this connection. Please reconnect your shop.`,
  unreachable: msg`Etsy could not be reached. Please try again in a moment.`,
  connect: msg`Connect your shop`,
  reconnect: msg`Reconnect`,
  sync: msg`Sync now`,
  disconnect: msg`Disconnect`,
  cancel: msg`Cancel`,
  connectTitle: msg`Connect your Etsy shop`,
  connectText: msg`Connect your shop to analyse your live listings and orders. Margin only reads your shop, its listings and its orders; it never changes anything.`,
  neverSynced: msg`Not synced yet`,
  reconnectTitle: msg`Reconnect your Etsy shop`,
  disconnectTitle: msg`Disconnect your Etsy shop?`,
  disconnectText: msg`Margin deletes its access to your shop and every listing and order it fetched from it. You can connect again at any time.`,
  toggleWhenConnected: msg`Analytics and market insights use your shop’s data`,
  toggleWhenNotConnected: msg`Connect your shop first`,
  toggleComingSoon: msg`Available once the marketplace approves the connection`,
  backToAdvanced: msg`Back to Advanced mode`,
  fromFile: msg`From a file`,
  fromShop: msg`From my shop`,
  sourceLabel: msg`Data source`,
  yourShop: msg`Your shop`,
  connectedToYourShop: msg`Connected to your Etsy shop`,
});

const PROTOCOL_TEXTS = {
  missingParameters: MARKETPLACE_MESSAGES.missingParameters,
  /** 'Etsy connection failed: {error}' when the popup reports an error. */
  popupFailed: (error: string) => t`Etsy connection failed: ${error}`,
};

export const MARKETPLACE_TEXTS = Object.assign(WORDS, PROTOCOL_TEXTS, {
  connectedTitle: (shop: string) => t`Connected to ${shop}`,
  shopLine: (shop: string, id: string) => t`${shop} · Shop ID ${id}`,
  lastSynced: (time: string) => t`Last synced ${time}`,
  liveData: (shop: string, time: string) => t`Live data from ${shop}, fetched ${time}`,
  shopListingsIntro: (shop: string) =>
    t`The active listings of ${shop} are fetched from Etsy when you run the analysis (kept for an hour).`,
  shopOrdersIntro: (shop: string) =>
    t`The paid orders of ${shop} are fetched from Etsy when you run the analysis (kept for 30 minutes).`,
});

/** "Nov 25, 2026, 5:20 PM" in the seller's time zone, "25.11.2026, 17:20" in German. */
export function connectionTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = i18n.locale === 'en' ? 'en-US' : i18n.locale;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
