import { msg, t } from '@lingui/core/macro';
import { ENGLISH_EXPORT_WORDS, isEnglish, type ExportColumn, type ExportWords } from '@margin/core';
import { localized } from '../../../i18n/localized';
import { i18n } from '../../../i18n/runtime';
import { HEALTH_LABELS } from './audit-health';
import { COST_SOURCE_TEXT } from './CsvResultParts';
import { ACTION_TEXTS, LISTING_FLAG_TEXTS, ORDER_FLAG_TEXTS } from './flag-texts';

/**
 * The CSV tools' exported files in the seller's language: the headings and the words in the cells, the same words
 * the screens show. English keeps the files as they are (the answer's field names and values).
 */
const HEADINGS: Record<ExportColumn, string> = localized({
  listing_id: msg({ message: 'Listing ID', context: 'export column' }),
  listing_title: msg({ message: 'Listing title', context: 'export column' }),
  title: msg({ message: 'Title', context: 'export column' }),
  sku: msg({ message: 'SKU', context: 'export column' }),
  currency: msg({ message: 'Currency', context: 'export column' }),
  current_price: msg({ message: 'Current price', context: 'export column' }),
  new_price: msg({ message: 'New price', context: 'export column' }),
  price_action: msg({ message: 'Price action', context: 'export column' }),
  price_change: msg({ message: 'Price change', context: 'export column' }),
  market_price: msg({ message: 'Market price (25%)', context: 'export column' }),
  target_price: msg({ message: 'Target price', context: 'export column' }),
  premium_price: msg({ message: 'Premium price (50%)', context: 'export column' }),
  break_even_price: msg({ message: 'Break-even price', context: 'export column' }),
  target_margin_25_price: msg({ message: 'Price for 25% margin', context: 'export column' }),
  target_margin_40_price: msg({ message: 'Price for 40% margin', context: 'export column' }),
  target_margin_50_price: msg({ message: 'Price for 50% margin', context: 'export column' }),
  quantity: msg({ message: 'Quantity', context: 'export column' }),
  base_cost: msg({ message: 'Cost per item', context: 'export column' }),
  material_cost: msg({ message: 'Material cost', context: 'export column' }),
  packaging_cost: msg({ message: 'Packaging cost', context: 'export column' }),
  shipping_to_you: msg({ message: 'Shipping to you', context: 'export column' }),
  total_costs: msg({ message: 'Total costs', context: 'export column' }),
  cost_source: msg({ message: 'Cost source', context: 'export column' }),
  listing_fee: msg({ message: 'Listing fee', context: 'export column' }),
  transaction_fee: msg({ message: 'Transaction fee', context: 'export column' }),
  processing_fee: msg({ message: 'Processing fee', context: 'export column' }),
  offsite_ads_fee: msg({ message: 'Offsite Ads fee', context: 'export column' }),
  total_fees: msg({ message: 'Total fees', context: 'export column' }),
  current_profit_per_sale: msg({ message: 'Profit per sale', context: 'export column' }),
  current_margin_percent: msg({ message: 'Current margin (%)', context: 'export column' }),
  health_status: msg({ message: 'Health', context: 'export column' }),
  recommendations: msg({ message: 'Recommendations', context: 'export column' }),
  net_profit: msg({ message: 'Net profit', context: 'export column' }),
  flags: msg({ message: 'Flags', context: 'export column' }),
  order_id: msg({ message: 'Order ID', context: 'export column' }),
  order_date: msg({ message: 'Order date', context: 'export column' }),
  item_title: msg({ message: 'Item', context: 'export column' }),
  variant: msg({ message: 'Variant', context: 'export column' }),
  item_revenue: msg({ message: 'Item revenue', context: 'export column' }),
  shipping_revenue: msg({ message: 'Shipping revenue', context: 'export column' }),
  discount_amount: msg({ message: 'Discount', context: 'export column' }),
  gift_wrap: msg({ message: 'Gift wrap', context: 'export column' }),
  gross_revenue: msg({ message: 'Gross revenue', context: 'export column' }),
  cogs: msg({ message: 'Cost of goods', context: 'export column' }),
  gift_wrap_cost: msg({ message: 'Gift wrap cost', context: 'export column' }),
  postage_cost: msg({ message: 'Postage', context: 'export column' }),
  margin_percent: msg({ message: 'Margin (%)', context: 'export column' }),
  line: msg({ message: 'Line', context: 'export column' }),
});

/** The words of the pricing audit's, the bulk price updater's and the orders analysis' files, in the active language. */
export function exportWords(): ExportWords {
  if (isEnglish(i18n.locale)) return ENGLISH_EXPORT_WORDS;
  return {
    headings: HEADINGS,
    costSource: COST_SOURCE_TEXT,
    health: HEALTH_LABELS,
    priceAction: ACTION_TEXTS,
    listingFlag: LISTING_FLAG_TEXTS,
    orderFlag: ORDER_FLAG_TEXTS,
    refundLine: t`Refund or adjustment: no fees or costs; fee credits appear on your statement`,
    line: {
      item: t({ message: 'Item line', context: 'export line' }),
      refund: t({ message: 'Refund or adjustment', context: 'export line' }),
    },
  };
}
