/**
 * The pricing audit (advanced spec §2 "Pricing audit screen", §3 listing and summary, §9): each listing's margin
 * after the marketplace's fees, its break-even price, the exact prices for the 25/40/50% tiers, a health status
 * (critical under 15%, warning under 25%) and what to do about it, in plain words.
 */
import { formatMoney } from '../currency/format';
import type { CsvData } from '../csv/table';
import { costSourceWarnings } from './costs';
import { percent1dp } from './context';
import { listingFigures, readListings } from './listings';
import type { ListingRow } from './rows';
import { MARGIN_TIERS } from './schemas';
import type {
  AnalysisOptions,
  HealthStatus,
  PricingAuditListing,
  PricingAuditResult,
  PricingAuditSummary,
} from './types';
import type { AnalysisContext } from './context';
import type { ListingFigures } from './listings';
import { ENGLISH_CSV_WORDS, percentIn, type CsvWords } from './words';

/** Margins under these are red and yellow (advanced spec §9). */
export const HEALTH_THRESHOLDS = { critical: 15, warning: 25 } as const;

export function healthOf(marginPercent: number): HealthStatus {
  if (marginPercent < HEALTH_THRESHOLDS.critical) return 'critical';
  if (marginPercent < HEALTH_THRESHOLDS.warning) return 'warning';
  return 'healthy';
}

/** Share of the price the fees take above which the audit says so. */
const HIGH_FEE_SHARE_PERCENT = 20;

function recommendations(
  listing: ListingRow,
  figures: ListingFigures,
  prices: { market: number | null; target: number | null; premium: number | null },
  context: AnalysisContext,
): string[] {
  const { words } = context;
  const { audit, locale } = words;
  const money = (minor: number | null) =>
    minor === null ? audit.noPrice : formatMoney(minor, context.fees.currency, locale);
  const percent = percentIn(locale);
  const tier = {
    market: percent(MARGIN_TIERS.market),
    target: percent(MARGIN_TIERS.target),
    premium: percent(MARGIN_TIERS.premium),
  };
  const { lines, marginPercent, breakEven } = figures;
  const advice: string[] = [];
  if (lines.netProfit < 0) {
    advice.push(audit.loses(money(-lines.netProfit), money(breakEven), money(prices.market), tier.market));
  } else if (marginPercent < HEALTH_THRESHOLDS.critical) {
    advice.push(
      audit.lowMargin(
        percent(marginPercent),
        money(prices.market),
        tier.market,
        money(prices.target),
        tier.target,
      ),
    );
  } else if (marginPercent < HEALTH_THRESHOLDS.warning) {
    advice.push(audit.belowTarget(money(prices.target), tier.target, percent(marginPercent)));
  } else if (marginPercent < MARGIN_TIERS.premium) {
    advice.push(audit.premiumInReach(money(prices.premium), tier.premium));
  } else {
    advice.push(audit.abovePremium);
  }
  const feeShare = percent1dp(lines.marketplaceFees, lines.orderAmount);
  if (lines.orderAmount > 0 && feeShare > HIGH_FEE_SHARE_PERCENT) {
    advice.push(audit.highFees(percent(feeShare)));
  }
  if (listing.costSource === 'default') advice.push(audit.defaultCost);
  else if (listing.costSource === 'none') advice.push(audit.noCost);
  return advice;
}

/** The listing's audit line and its profit per sale in minor units (for the summary, exact). */
function auditListing(listing: ListingRow, context: AnalysisContext): [PricingAuditListing, number] {
  const figures = listingFigures(listing, context);
  const { major } = context;
  const prices = {
    market: figures.priceFor(MARGIN_TIERS.market),
    target: figures.priceFor(MARGIN_TIERS.target),
    premium: figures.priceFor(MARGIN_TIERS.premium),
  };
  const orMajor = (minor: number | null) => (minor === null ? null : major(minor));
  const line: PricingAuditListing = {
    listing_id: listing.id,
    listing_title: listing.title,
    current_price: major(listing.price),
    quantity: listing.quantity,
    base_cost: major(listing.cost),
    cost_source: listing.costSource,
    shipping_price: major(listing.shipping),
    current_margin_percent: figures.marginPercent,
    current_profit_per_sale: major(figures.lines.netProfit),
    break_even_price: orMajor(figures.breakEven),
    target_margin_25_price: orMajor(prices.market),
    target_margin_40_price: orMajor(prices.target),
    target_margin_50_price: orMajor(prices.premium),
    health_status: healthOf(figures.marginPercent),
    total_fees: major(figures.lines.marketplaceFees),
    recommendations: recommendations(listing, figures, prices, context),
    row: listing.row,
  };
  return [line, figures.lines.netProfit];
}

/** Mean of margins in percent (2 decimals each) to 1 decimal, exactly: margins are whole hundredths. */
export function meanMargin(margins: readonly number[]): number {
  if (margins.length === 0) return 0;
  const hundredths = margins.reduce((sum, margin) => sum + Math.round(margin * 100), 0);
  // The mean in hundredths of a percent, as a share of 100 percent (x 10,000 hundredths).
  return percent1dp(hundredths, margins.length * 10_000);
}

export function auditPricing(
  data: CsvData,
  options: AnalysisOptions,
  words: CsvWords = ENGLISH_CSV_WORDS,
): PricingAuditResult {
  const read = readListings(data, options, words);
  if (!('context' in read)) return read;
  const { context } = read;
  const audited = read.listings.map((listing) => auditListing(listing, context));
  const listings = audited.map(([line]) => line);
  // What the stock on hand brings at today's prices.
  const potentialProfit = audited.reduce(
    (sum, [, profit], i) => sum + profit * (read.listings[i] as ListingRow).quantity,
    0,
  );
  const count = (status: HealthStatus) => listings.filter((l) => l.health_status === status).length;
  const summary: PricingAuditSummary = {
    audited_listings: listings.length,
    average_margin: meanMargin(listings.map((l) => l.current_margin_percent)),
    critical_count: count('critical'),
    warning_count: count('warning'),
    healthy_count: count('healthy'),
    total_potential_profit: context.major(potentialProfit),
  };
  return {
    ok: true,
    file: read.file,
    listings,
    summary,
    warnings: [
      ...read.warnings,
      ...costSourceWarnings(
        read.listings.map((l) => l.costSource),
        'listings',
        context.words.rows,
      ),
    ],
    errors: read.errors,
  };
}
