import Papa from 'papaparse';
import { csvAmount } from '../csv/write';
import type { TMarketplaceListings, TMarketplaceOrders } from './schemas';

/**
 * The shop's live data written as the marketplace's own exports (docs/MARKETPLACE-CSV.md), so 'From my shop'
 * runs the very analyses a seller gets from the downloaded files: same parser, same cost lookup, same numbers.
 * Only the columns the tools read are written; buyer names and addresses are never fetched in the first place.
 * No formula escaping here (unlike csv/write.ts's toCsv): this text goes to our parser, never to a spreadsheet,
 * and a title must reach it exactly as the shop has it, to match a saved product by title.
 */

const unparse = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });

/** The listings export (`EtsyListingsDownload.csv`): TITLE, PRICE, CURRENCY_CODE, QUANTITY, SKU. */
export function listingsAsExportCsv(listings: TMarketplaceListings['listings']): string {
  return unparse([
    ['TITLE', 'PRICE', 'CURRENCY_CODE', 'QUANTITY', 'SKU'],
    ...listings.map((l) => [
      l.title,
      csvAmount(l.price, l.currency_code),
      l.currency_code,
      String(l.quantity),
      l.sku ?? '',
    ]),
  ]);
}

/** 2026-03-09 -> 03/09/26, the export's date form. */
function exportDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year?.slice(2)}`;
}

/**
 * The sold order items export (`EtsySoldOrderItems<year>.csv`): one row per item line, the order-level amounts
 * (discount, shipping, sales tax) repeated on each line of the order, as the marketplace writes them.
 */
export function ordersAsExportCsv(orders: TMarketplaceOrders['orders']): string {
  const header = [
    'Sale Date',
    'Item Name',
    'Quantity',
    'Price',
    'Discount Amount',
    'Order Shipping',
    'Order Sales Tax',
    'Item Total',
    'Currency',
    'Transaction ID',
    'Listing ID',
    'Order ID',
    'SKU',
  ];
  const rows = orders.flatMap((order) => {
    const money = (amount: number) => csvAmount(amount, order.currency_code);
    return order.items.map((item) => [
      exportDate(order.sale_date),
      item.title,
      String(item.quantity),
      money(item.price),
      money(order.discount),
      money(order.shipping),
      money(order.sales_tax),
      money(item.price * item.quantity),
      order.currency_code,
      item.transaction_id,
      item.listing_id ?? '',
      order.order_id,
      item.sku ?? '',
    ]);
  });
  return unparse([header, ...rows]);
}
