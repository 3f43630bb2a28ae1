/**
 * The bulk price updater (advanced spec §2 "Bulk Price Updater screen", §3 bulk price item and summary, §4 flags):
 * for each listing the exact prices for the market (25%), target (the form's, 40% by default) and premium (50%)
 * margins, every fee line of one sale, its costs, and flags for what needs a new price.
 */
import { percentToPpm, PPM } from '../fees/exact';
import type { CsvData } from '../csv/table';
import { costSourceWarnings } from './costs';
import { listingFigures, readListings } from './listings';
import type { ListingRow } from './rows';
import { meanMargin } from './pricing-audit';
import { MARGIN_TIERS } from './schemas';
import type { AnalysisContext } from './context';
import type {
  AnalysisOptions,
  BulkPriceItem,
  BulkPriceResult,
  BulkPriceSummary,
  ListingFlag,
  PriceAction,
} from './types';
import { ENGLISH_CSV_WORDS, type CsvWords } from './words';

/**
 * Shipping counts as high when it is more than this share of the item's price: what the buyer pays for
 * shipping plus what the seller pays to receive the item's supplies (shipping_to_you).
 */
export const HIGH_SHIPPING_RATIO = 0.3;
export const HIGH_SHIPPING_RATIO_TEXT = `Shipping (what the buyer pays plus what you pay to receive supplies) is more than ${HIGH_SHIPPING_RATIO * 100}% of the item's price.`;

/** Plain words for each flag, as the screen and the exported file show them. */
export const LISTING_FLAG_TEXT: Readonly<Record<ListingFlag, string>> = {
  BELOW_BREAKEVEN: 'Below break-even: each sale loses money',
  BELOW_TARGET: 'Below the target margin',
  HIGH_SHIPPING_RATIO: `Shipping over ${HIGH_SHIPPING_RATIO * 100}% of the price`,
};

/** What each price action means, as the screen and the exported file say it. */
export const PRICE_ACTION_TEXT: Readonly<Record<PriceAction, string>> = {
  raise: 'Raise to target',
  keep: 'Keep price',
  lower: 'Lower to target',
};

/**
 * A listing's new price: under target it rises to the target price; at or above target it keeps its price,
 * unless the seller allowed price cuts; where no price reaches the target it keeps its price.
 */
export function priceAction(
  current: number,
  target: number | null,
  allowPriceCuts: boolean,
): { action: PriceAction; price: number } {
  if (target === null) return { action: 'keep', price: current };
  if (target > current) return { action: 'raise', price: target };
  if (target < current && allowPriceCuts) return { action: 'lower', price: target };
  return { action: 'keep', price: current };
}

interface PricedListing {
  item: BulkPriceItem;
  /** Extra profit of the stock on hand at the target price (minor units; 0 when at or above target). */
  gain: number;
}

function priceListing(listing: ListingRow, context: AnalysisContext): PricedListing {
  const figures = listingFigures(listing, context);
  const { lines } = figures;
  const { major } = context;
  const targetPercent = (context.targetMarginPpm / PPM) * 100;
  const target = figures.priceFor(targetPercent);
  const orMajor = (minor: number | null) => (minor === null ? null : major(minor));
  const belowTarget =
    lines.marginBase <= 0 || lines.netProfit * PPM < context.targetMarginPpm * lines.marginBase;
  const flags: ListingFlag[] = [];
  if (lines.netProfit < 0) flags.push('BELOW_BREAKEVEN');
  if (belowTarget) flags.push('BELOW_TARGET');
  const shipping = listing.shipping + listing.shippingToYou;
  if (
    listing.price > 0
      ? shipping * PPM > percentToPpm(HIGH_SHIPPING_RATIO * 100) * listing.price
      : shipping > 0
  ) {
    flags.push('HIGH_SHIPPING_RATIO');
  }
  const gain =
    belowTarget && target !== null ? (figures.profitAt(target) - lines.netProfit) * listing.quantity : 0;
  const next = priceAction(listing.price, target, context.allowPriceCuts);
  return {
    gain: Math.max(0, gain),
    item: {
      title: listing.title,
      sku: listing.sku,
      quantity: listing.quantity,
      current_price: major(listing.price),
      current_margin_percent: figures.marginPercent,
      break_even_price: orMajor(figures.breakEven),
      market_price: orMajor(figures.priceFor(MARGIN_TIERS.market)),
      target_price: orMajor(target),
      premium_price: orMajor(figures.priceFor(MARGIN_TIERS.premium)),
      new_price: major(next.price),
      price_action: next.action,
      flags,
      material_cost: major(listing.material),
      packaging_cost: major(listing.packaging),
      shipping_to_you: major(listing.shippingToYou),
      shipping_price: major(listing.shipping),
      total_costs: major(listing.cost),
      cost_source: listing.costSource,
      transaction_fee: major(lines.transaction),
      processing_fee: major(lines.processing),
      listing_fee: major(lines.listing),
      offsite_ads_fee: major(lines.offsiteAds),
      total_fees: major(lines.marketplaceFees),
      net_profit: major(lines.netProfit),
      row: listing.row,
    },
  };
}

export function analyseListings(
  data: CsvData,
  options: AnalysisOptions,
  words: CsvWords = ENGLISH_CSV_WORDS,
): BulkPriceResult {
  const read = readListings(data, options, words);
  if (!('context' in read)) return read;
  const priced = read.listings.map((listing) => priceListing(listing, read.context));
  const items = priced.map((p) => p.item);
  const flagged = (flag: ListingFlag) => items.filter((item) => item.flags.includes(flag)).length;
  const summary: BulkPriceSummary = {
    below_break_even: flagged('BELOW_BREAKEVEN'),
    below_target_margin: flagged('BELOW_TARGET'),
    ok_margin: items.filter((item) => !item.flags.includes('BELOW_TARGET')).length,
    avg_margin: meanMargin(items.map((item) => item.current_margin_percent)),
    total_potential_gain: read.context.major(priced.reduce((sum, p) => sum + p.gain, 0)),
    raised: items.filter((item) => item.price_action === 'raise').length,
    kept: items.filter((item) => item.price_action === 'keep').length,
    lowered: items.filter((item) => item.price_action === 'lower').length,
    default_cost_rows: items.filter((item) => item.cost_source === 'default').length,
  };
  return {
    ok: true,
    file: read.file,
    items,
    summary,
    warnings: [
      ...read.warnings,
      ...costSourceWarnings(
        read.listings.map((l) => l.costSource),
        'listings',
        read.context.words.rows,
      ),
    ],
    errors: read.errors,
  };
}
