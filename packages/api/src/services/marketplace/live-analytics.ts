import {
  COUNTRIES,
  minorDigits,
  ordersAsExportCsv,
  ordersToSalesRecords,
  salesAnalytics,
  toMinor,
  type MonthAggregate,
  type TSalesAnalyticsData,
} from '@margin/core';
import type { Database } from '@margin/db';
import type { CsvAnalyses } from '../csv-analyses/analyses';
import { costProducts } from '../cost-products';
import type { Marketplace } from './etsy-client';
import { shopOrders } from './shop-data';

/** The seller's country for the fee schedule: the one they use in the app, else the first with the orders' currency. */
function feeCountry(country: string | undefined, currency: string): string {
  return country ?? COUNTRIES.find((row) => row.currency === currency)?.code ?? 'US';
}

/**
 * The dashboard's figures from the shop's synced orders: the orders analysis of the CSV tools, on the
 * orders written as the marketplace's sold order items export, then one record per order exactly as 'Add these
 * orders to my sales records' makes them, summed by month in minor units. Same numbers as that file would give;
 * costs come from the seller's saved products (no default cost is guessed here; the orders analysis shows which
 * lines have none).
 */
export async function ordersAnalytics(
  db: Database,
  marketplace: Marketplace,
  csvAnalyses: CsvAnalyses,
  userId: string,
  options: { months: readonly string[]; country?: string },
): Promise<TSalesAnalyticsData> {
  const { orders } = await shopOrders(db, marketplace, userId);
  const currency = orders[0]?.currency_code ?? 'USD';
  const country = feeCountry(options.country, currency);
  const result = await csvAnalyses.run('orders', ordersAsExportCsv(orders), {
    country,
    products: await costProducts(db, userId),
  });
  const sums = new Map<string, MonthAggregate>();
  if (result.ok) {
    const digits = minorDigits(result.file.currency);
    for (const record of ordersToSalesRecords(result).records) {
      const month = record.date.slice(0, 7);
      const row = sums.get(month) ?? { month, salesMinor: 0, costsMinor: 0, orders: 0 };
      row.salesMinor += toMinor(record.selling_price, digits) * record.quantity;
      row.costsMinor += toMinor(record.total_costs, digits);
      row.orders += 1;
      sums.set(month, row);
    }
  }
  const answerCurrency = result.ok ? result.file.currency : currency;
  return salesAnalytics(options.months, [...sums.values()], answerCurrency, []);
}
