/**
 * The sentences the CSV tools write about a seller's file: why a file or a row cannot be used, what the seller
 * should know, and the pricing audit's and the orders analysis' advice. Each is a function of its parameters, so
 * a message has one stable name however it is worded. The API keeps the English words below word for word; the
 * seller app passes words in the seller's language. Figures arrive formatted in `locale`'s way; counts arrive as
 * numbers, for a language's plurals.
 */
import type { CsvFormat } from '../csv/headers';
import { missingColumnsMessage } from '../csv/headers';
import { EMPTY_CSV_MESSAGE, type CsvTable } from '../csv/table';
import { englishValueProblem, type DescribeValue } from '../csv/value-problems';
import { englishReadProblem, type DescribeReadProblem } from '../csv/read-problems';
import { formatPercent } from '../currency/format';
import { withArticle } from '../format/articles';
import { isEnglish } from '../format/locale-numbers';
import { ENGLISH_STATEMENT_MESSAGES, type StatementMessages } from '../reconcile/messages';
import type { OrderAmounts } from './rows';

/** What warnings count: the listing tools count listings, the orders analysis item lines. */
export type CountedRows = 'listings' | 'item_lines';

/** A currency a cell names that is not the analysis currency: the seller picked another shop's country. */
export interface CurrencyRefusal {
  /** The cell's currency. */
  found: string;
  /** The analysis currency and its country. */
  currency: string;
  countryCode: string;
  countryName: string;
}

export interface FileWords {
  /** No rows at all (the spec's 'Please upload or paste CSV data'). */
  empty: string;
  /** A header no tool's format recognises: what each format needs. */
  missingColumns: (needs: readonly { format: CsvFormat; label: string; columns: string[] }[]) => string;
  /** The seller's country is not in the fee tables. */
  unknownCountry: (country: string) => string;
  /** Where the text breaks CSV's rules (an unclosed quote): a warning, the rows are read as well as they can be. */
  readProblem: DescribeReadProblem;
}

export interface RowWords {
  /** "Row 7, column 'Price': '12.5.0' is not an amount of money." */
  cell: (row: number, column: string, problem: string) => string;
  /** A cell's value that cannot be read. */
  value: DescribeValue;
  empty: string;
  emptyOrderId: string;
  /** An amount in another currency ("is in EUR, ..."), and a Currency column naming another one ("is EUR, ..."). */
  amountCurrency: (refusal: CurrencyRefusal) => string;
  currencyCell: (refusal: CurrencyRefusal) => string;
  negativePrice: (row: number) => string;
  defaultCost: (count: number, rows: CountedRows) => string;
  noCost: (count: number, rows: CountedRows) => string;
  /** An order with an unreadable row, left out whole. */
  orderLeftOut: (order: string, rows: readonly number[]) => string;
  /** A row repeating an order-level amount with another value. */
  orderDisagrees: (order: string, row: number, amount: keyof OrderAmounts) => string;
  /** Titles for rows the file names nothing: a listing or item without a title, a sold order's lines. */
  untitledListing: (row: number) => string;
  untitledItem: (row: number) => string;
  orderOfItems: (quantity: number) => string;
  refundOrAdjustment: string;
}

export interface AuditWords {
  /** Where no price reaches a margin. */
  noPrice: string;
  /** Figures are formatted; tiers are percents ("25%"). */
  loses: (loss: string, breakEven: string, market: string, marketTier: string) => string;
  lowMargin: (
    margin: string,
    market: string,
    marketTier: string,
    target: string,
    targetTier: string,
  ) => string;
  belowTarget: (target: string, targetTier: string, margin: string) => string;
  premiumInReach: (premium: string, premiumTier: string) => string;
  abovePremium: string;
  highFees: (share: string) => string;
  defaultCost: string;
  noCost: string;
}

export interface OrderAdviceWords {
  losing: (lines: number, of: number, title: string, order: string, loss: string) => string;
  belowTarget: (lines: number, of: number, target: string) => string;
  allOnTarget: (target: string) => string;
  fees: (fees: string, share: string) => string;
  refunds: (count: number, total: string) => string;
  discounts: (total: string, orders: number) => string;
  offsiteAds: (total: string, orders: number) => string;
  feeDifferences: (orders: number, tolerance: string, total: string) => string;
}

export interface CsvWords {
  /** Amounts and percents in this language's way (Intl); English keeps Margin's own formats. */
  locale?: string;
  file: FileWords;
  rows: RowWords;
  audit: AuditWords;
  orders: OrderAdviceWords;
  statement: StatementMessages;
}

const counted = (n: number, rows: CountedRows, one: string, many: string) =>
  `${n} ${rows === 'listings' ? (n === 1 ? 'listing' : 'listings') : n === 1 ? 'item line' : 'item lines'} ${n === 1 ? one : many}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const refusal = ({ currency, countryName }: CurrencyRefusal) =>
  `but the analysis is in ${currency} (${countryName}): choose the country your shop is paid in`;

const AMOUNT_NAMES: Readonly<Record<keyof OrderAmounts, string>> = {
  discount: 'discount',
  shipping: 'shipping',
  shippingDiscount: 'shipping discount',
  giftWrap: 'gift wrap',
  buyerTax: 'sales tax',
  chargedProcessing: 'card processing fees',
  couponCode: 'coupon code',
  offsiteAds: 'offsite ads',
  postage: 'postage cost',
};

export const ENGLISH_CSV_WORDS: CsvWords = {
  file: {
    empty: EMPTY_CSV_MESSAGE,
    missingColumns: (needs) => missingColumnsMessage([...needs]),
    unknownCountry: (country) => `The country ${country} is not one the fee tables cover.`,
    readProblem: englishReadProblem,
  },
  rows: {
    cell: (row, column, problem) => `Row ${row}, column '${column}': ${problem}.`,
    value: englishValueProblem,
    empty: 'is empty',
    emptyOrderId: 'is empty; every line needs the order it belongs to',
    amountCurrency: (r) => `is in ${r.found}, ${refusal(r)}`,
    currencyCell: (r) => `is ${r.found}, ${refusal(r)}`,
    negativePrice: (row) => `Row ${row}: the price is negative; a listing's price is what a buyer pays.`,
    defaultCost: (n, rows) =>
      `${counted(n, rows, 'uses', 'use')} the default cost per item: the file gives no cost and no saved product matches by SKU or title.`,
    noCost: (n, rows) =>
      `${counted(n, rows, 'has', 'have')} no cost at all: enter a default cost per item, or save the product in the multi-product table, for a true profit.`,
    orderLeftOut: (order, rows) =>
      `Order ${order} (rows ${rows.join(', ')}) is left out: its fees depend on every line of the order.`,
    orderDisagrees: (order, row, amount) =>
      `Order ${order}: row ${row} gives another ${AMOUNT_NAMES[amount]} than the order's first row; the first row's is used (order-level amounts repeat on every line).`,
    untitledListing: (row) => `Untitled listing (row ${row})`,
    untitledItem: (row) => `Untitled item (row ${row})`,
    orderOfItems: (quantity) => `Order of ${quantity} item${quantity === 1 ? '' : 's'}`,
    refundOrAdjustment: 'Refund or adjustment',
  },
  audit: {
    noPrice: 'no price',
    loses: (loss, breakEven, market, tier) =>
      `Each sale loses ${loss}. Raise the price to at least ${breakEven} to break even, or ${market} for ${withArticle(tier)} margin.`,
    lowMargin: (margin, market, marketTier, target, targetTier) =>
      `The margin is only ${margin}. Raise the price to ${market} for ${marketTier}, or ${target} for ${targetTier}.`,
    belowTarget: (target, tier, margin) =>
      `A price of ${target} would reach the ${tier} target margin (now ${margin}).`,
    premiumInReach: (premium, tier) =>
      `Healthy. ${premium} would reach the premium ${tier} margin if the market takes it.`,
    abovePremium: 'Healthy: the margin is above the premium tier.',
    highFees: (share) =>
      `The marketplace's fees take ${share} of this sale: the fixed listing and processing fees weigh most on low prices.`,
    defaultCost: 'The cost is the default cost per item: enter the real cost for an exact margin.',
    noCost: 'No cost was given, so the margin counts fees only.',
  },
  orders: {
    losing: (lines, of, title, order, loss) =>
      `${lines} of ${of} item lines lost money. The largest loss: '${title}' in order ${order} (${loss}). Check its price in the pricing audit.`,
    belowTarget: (lines, of, target) =>
      `${lines} of ${of} item lines are below your ${target} target margin.`,
    allOnTarget: (target) => `Every item line reached your ${target} target margin.`,
    fees: (fees, share) => `The marketplace's fees came to ${fees}, ${share} of gross revenue.`,
    refunds: (count, total) =>
      `${plural(count, 'refund or adjustment', 'refunds and adjustments')} gave back ${total}: each lowers its order's revenue and is charged no fees or costs. The marketplace credits part of its fees on a refund; those credits appear on your statement.`,
    discounts: (total, orders) => `Coupons and discounts gave away ${total} over ${plural(orders, 'order')}.`,
    offsiteAds: (total, orders) => `Offsite ads took ${total} in ${plural(orders, 'order')}.`,
    feeDifferences: (orders, tolerance, total) =>
      `In ${plural(orders, 'order')} the card processing fee charged differs from the fee schedule by more than ${tolerance} (${total} in all). Check them in your payment account.`,
  },
  statement: ENGLISH_STATEMENT_MESSAGES,
};

/** Why a file's table cannot be used, in `words`: no rows, or a header no format recognises. */
export function tableRefusal(table: Extract<CsvTable, { ok: false }>, words: CsvWords): string {
  if (words === ENGLISH_CSV_WORDS) return table.reason;
  return table.header ? words.file.missingColumns(table.header.needs) : words.file.empty;
}

/** A percent as `locale` writes it; in English as the figure stands ("12.34%"), the API's words. */
export const percentIn =
  (locale: string | undefined) =>
  (percent: number): string =>
    isEnglish(locale) ? `${percent}%` : formatPercent(percent, locale);
