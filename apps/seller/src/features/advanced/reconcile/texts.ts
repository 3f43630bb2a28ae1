import { msg, plural, t } from '@lingui/core/macro';
import type { LineKind, Reason } from '@margin/core';
import { localized } from '../../../i18n/localized';

/** The Reconcile tab's words; the product issue's quoted texts stay as written. */
export const RECONCILE_TEXTS = localized({
  title: msg`Reconcile`,
  intro: msg`Your monthly statement checked against Margin’s fee model: every order’s fee lines as modelled and as charged, and why they differ.`,
  promoOne: msg`Every order’s fees as modelled beside what the statement charged`,
  promoTwo: msg`Each difference explained: rounding, exchange rate, VAT, regulatory fee, Offsite Ads, refunds`,
  promoThree: msg`The whole period at a glance, month by month, and as a CSV`,
  statementLabel: msg`Monthly statement`,
  statementDrop: msg`Drop your monthly statement here`,
  statementAccepts: msg`The marketplace’s monthly statement CSV, in any of its languages`,
  chooseStatement: msg`Choose statement`,
  ordersLabel: msg`Orders export (optional)`,
  ordersDrop: msg`Drop your orders export here`,
  ordersAccepts: msg`The sold order items or sold orders export of the same month: the fees are then modelled from each order’s own figures`,
  chooseOrders: msg`Choose orders export`,
  readHere: msg`read on this device`,
  privacy: msg`Your files are read on this device. Nothing of them is sent to our server, and the tab works offline.`,
  country: msg`Country`,
  vatRegistered: msg`VAT-registered`,
  vatRegisteredHint: msg`You account for VAT on the marketplace’s fees yourself (reverse charge), so no VAT on fees is modelled.`,
  regulatoryFee: msg`Regulatory operating fee`,
  regulatoryFeeHint: msg`Model your country’s regulatory operating fee, where it has one.`,
  run: msg`Reconcile`,
  statementMissing: msg`Choose your monthly statement, a CSV file.`,
  countryMissing: msg`Choose the country of your shop.`,
  analysing: msg`Reconciling on this device…`,
  reading: msg`Reading the files on this device…`,
  readingLabel: msg`Files read`,
  cancel: msg`Cancel`,
  failed: msg`The statement could not be reconciled`,
  crashed: msg`The reconciliation stopped unexpectedly. Please try again.`,
  results: msg`Results`,
  summary: msg`Summary`,
  orders: msg`Orders`,
  exact: msg`Exact`,
  differing: msg`Differing`,
  modelled: msg`Modelled`,
  charged: msg`Charged`,
  difference: msg`Difference`,
  feesModelled: msg`Fees modelled`,
  feesCharged: msg`Fees charged`,
  byReason: msg`Difference by reason`,
  noDifference: msg`No fee differs from the model.`,
  reason: msg`Reason`,
  amount: msg`Amount`,
  byMonth: msg`Modelled and charged by month`,
  month: msg`Month`,
  ordersTable: msg`Orders of the statement`,
  order: msg`Order`,
  lines: msg`Fee lines`,
  line: msg`Fee line`,
  exportCsv: msg`Export CSV`,
  matches: msg`Matches`,
  takenAsCharged: msg`Not in your files: taken as charged`,
  otherTitle: msg`Other movements`,
  etsyAds: msg`Etsy Ads`,
  shippingLabels: msg`Shipping labels`,
  refunds: msg`Refunds`,
  otherFees: msg`Fees of no order in the statement`,
  otherTable: msg`Fees of no order in the statement`,
  date: msg`Date`,
  what: msg`What`,
  deposits: msg`Deposits`,
  depositsTotal: msg`Paid out`,
  moneyIn: msg`Money in`,
  moneyOut: msg`Money out`,
  balanceChange: msg`Change in balance`,
  noDeposits: msg`No deposit in this statement.`,
  warnings: msg`Worth knowing`,
  close: msg`Close`,
  source: msg`Data source`,
  fromFile: msg`From a file`,
  fromShop: msg`From my shop`,
  yourShop: msg`Your shop`,
  shopIntro: msg`The month’s sales, fees and deposits are read from your shop’s payment account on Etsy when you reconcile (kept for 30 minutes).`,
  monthHint: msg`The last full month is chosen; the current month can be reconciled so far.`,
  shopReading: msg`Reading the month from your shop…`,
  shopFailed: msg`The month could not be reconciled`,
  shopUnreachable: msg`Margin could not be reached. Check your connection and try again.`,
  connectTitle: msg`Connect your Etsy shop`,
  connectText: msg`Connect your shop to reconcile a month straight from its payment account, without downloading a statement. Margin only reads your shop; it never changes anything.`,
  reconnectTitle: msg`Reconnect your Etsy shop`,
  reconnectText: msg`Etsy no longer accepts this connection. Reconnect your shop to reconcile from it again.`,
  connect: msg`Connect your shop`,
  reconnect: msg`Reconnect`,
});

/** What the locked promo says the tab does (its getters read the language on screen). */
export const RECONCILE_PROMO = {
  get title() {
    return RECONCILE_TEXTS.title;
  },
  get intro() {
    return RECONCILE_TEXTS.intro;
  },
  get promo() {
    return [RECONCILE_TEXTS.promoOne, RECONCILE_TEXTS.promoTwo, RECONCILE_TEXTS.promoThree];
  },
};

export const REASON_TEXTS: Record<Reason, string> = localized({
  rounding: msg`Rounding by a cent`,
  exchange_rate: msg`The day’s exchange rate for the listing fee`,
  vat_status: msg`VAT status: VAT on fees charged differently`,
  regulatory_fee: msg`Regulatory operating fee charged differently`,
  offsite_ads: msg`Offsite Ads fee differs`,
  refund_credit: msg`Fees credited after a refund`,
  other_month: msg`Posted for an order of another month`,
  unexplained: msg`Not explained by the files`,
});

export const LINE_TEXTS: Record<LineKind, string> = localized({
  transaction: msg`Transaction fee`,
  transaction_shipping: msg`Transaction fee on shipping`,
  transaction_gift_wrap: msg`Transaction fee on gift wrap`,
  processing: msg`Processing fee`,
  listing: msg`Listing fee`,
  offsite_ads: msg`Offsite Ads fee`,
  regulatory: msg`Regulatory operating fee`,
  vat_on_fees: msg`VAT on fees`,
  credit: msg`Fee credit`,
});

export const fromShopLine = (month: string) => t`From your shop’s payment account, ${month}`;
export const monthSoFar = (month: string) => t`${month} (so far)`;
export const linesOf = (id: string) => t`Fee lines of order ${id}`;
export const ordersHint = (exact: number) =>
  plural(exact, { one: '# order matches to the cent', other: '# orders match to the cent' });
export const differingHint = (count: number) =>
  plural(count, { one: '# order differs; listed first', other: '# orders differ; listed first' });
export const rowErrors = (count: number) =>
  plural(count, { one: '# row could not be read', other: '# rows could not be read' });
