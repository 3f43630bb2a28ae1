import { MARKETPLACE_MESSAGES } from '@margin/core';

/** The connection's words on screen: the spec's (§8, via core's MARKETPLACE_MESSAGES) and the screens' own. */
export const MARKETPLACE_TEXTS = {
  ...MARKETPLACE_MESSAGES,
  /** spec §8: 'Etsy connection failed: {error}' when the popup reports an error. */
  popupFailed: (error: string) => `Etsy connection failed: ${error}`,
  /** spec §8: a failed status call without a detail. */
  statusFailed: 'Failed to check capabilities',
  networkError: 'Network error',
  connect: 'Connect your shop',
  reconnect: 'Reconnect',
  connecting: 'Waiting for Etsy…',
  sync: 'Sync now',
  syncing: 'Syncing…',
  disconnect: 'Disconnect',
  cancel: 'Cancel',
  connectTitle: 'Connect your Etsy shop',
  connectText:
    'Connect your shop to analyse your live listings and orders. Margin only reads your shop, its listings and its orders; it never changes anything.',
  connectedTitle: (shop: string) => `Connected to ${shop}`,
  shopLine: (shop: string, id: string) => `${shop} · Shop ID ${id}`,
  lastSynced: (time: string) => `Last synced ${time}`,
  neverSynced: 'Not synced yet',
  reconnectTitle: 'Reconnect your Etsy shop',
  disconnectTitle: 'Disconnect your Etsy shop?',
  disconnectText:
    'Margin deletes its access to your shop and every listing and order it fetched from it. You can connect again at any time.',
  toggleWhenConnected: 'Analytics and market insights use your shop’s data',
  toggleWhenNotConnected: 'Connect your shop first',
  processing: 'Processing Etsy connection...',
  backToAdvanced: 'Back to Advanced mode',
  liveData: (shop: string, time: string) => `Live data from ${shop}, fetched ${time}`,
  fromFile: 'From a file',
  fromShop: 'From my shop',
  sourceLabel: 'Data source',
  yourShop: 'Your shop',
  shopListingsIntro: (shop: string) =>
    `The active listings of ${shop} are fetched from Etsy when you run the analysis (kept for an hour).`,
  shopOrdersIntro: (shop: string) =>
    `The paid orders of ${shop} are fetched from Etsy when you run the analysis (kept for 30 minutes).`,
} as const;

/** "Nov 25, 2026, 5:20 PM" in the seller's time zone. */
export function connectionTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
