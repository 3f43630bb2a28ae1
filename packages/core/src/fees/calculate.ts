import { formatMoney } from '../currency/format';
import { withArticle } from '../format/articles';
import { percentToPpm, ratioPercent2dp, toMajor, toMinor } from './exact';
import { describeOrder } from './explain';
import { linesAtPrice } from './evaluate';
import { toOrderSpec, type OrderSpec } from './order';
import { FEE_SOURCES } from './schedule';
import { MAX_AMOUNT } from './limits';
import type { TCalculationRequest, TCalculationResult } from './schemas';
import { marginCeilingPpm, solvePrice, type PriceTarget } from './solve';

/** A request the engine cannot answer, naming the field to fix (the API answers 400 with `field: message`). */
export class CalculationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'CalculationError';
  }
}

function maxPrice(spec: OrderSpec): number {
  return toMinor(MAX_AMOUNT, spec.minorDigits);
}

/** Reverse mode's target: the margin when one is given (and no non-zero profit), else the profit. */
function priceTarget(request: TCalculationRequest, spec: OrderSpec): PriceTarget {
  const margin = request.target_margin ?? null;
  if (margin !== null && (request.target_profit == null || margin > 0)) {
    return { kind: 'margin', marginPpm: percentToPpm(margin) };
  }
  return { kind: 'profit', profit: toMinor(request.target_profit ?? 0, spec.minorDigits) };
}

function solveOrExplain(spec: OrderSpec, target: PriceTarget, request: TCalculationRequest): number {
  if (target.kind === 'margin') {
    const ceiling = marginCeilingPpm(spec);
    if (target.marginPpm >= ceiling - 1) {
      const reachable = Math.floor(ceiling / 100) / 100;
      throw new CalculationError(
        'target_margin',
        `No price reaches ${withArticle(`${request.target_margin}%`)} margin in ${spec.country.name}: percentage fees take ` +
          `${Math.round((1_000_000 - ceiling) / 100) / 100}% of every sale, so the margin stays below ${reachable}%.`,
      );
    }
  }
  const price = solvePrice(spec, target, maxPrice(spec));
  if (price === null) {
    throw new CalculationError(
      target.kind === 'margin' ? 'target_margin' : 'target_profit',
      `No price up to ${formatMoney(maxPrice(spec), spec.currency)} reaches this target.`,
    );
  }
  return price;
}

/**
 * One calculation, forward (price -> profit) or reverse (target -> the smallest price that meets it), with
 * the break-even price, insights and formulas. Pure: the server answers the API with it and the seller app
 * runs the very same function offline.
 */
export function calculate(request: TCalculationRequest): TCalculationResult {
  const spec = toOrderSpec(request);
  const target = request.mode === 'reverse' ? priceTarget(request, spec) : null;
  const price = target
    ? solveOrExplain(spec, target, request)
    : toMinor(request.selling_price ?? 0, spec.minorDigits);
  const lines = linesAtPrice(spec, price);
  const breakEven = solvePrice(spec, { kind: 'profit', profit: 0 }, maxPrice(spec));
  const words = describeOrder(spec, price, lines);
  const major = (minor: number) => toMajor(minor, spec.minorDigits);

  return {
    mode: request.mode,
    country: spec.country.code,
    currency: spec.currency,
    ...(request.product_name ? { productName: request.product_name } : {}),
    sellingPrice: major(price),
    quantity: spec.quantity,
    target: target
      ? target.kind === 'margin'
        ? { kind: 'margin', value: request.target_margin ?? 0 }
        : { kind: 'profit', value: major(target.profit) }
      : null,
    revenueBreakdown: {
      grossRevenue: major(lines.buyerTotal),
      listingFee: major(lines.listing),
      transactionFee: major(lines.transaction),
      paymentProcessingFee: major(lines.processing),
      offsiteAdsFee: major(lines.offsiteAds),
      additionalCharges: words.additionalCharges,
      totalMarketplaceFees: major(lines.marketplaceFees),
      vatAmount: major(lines.vat),
      netRevenue: major(lines.netRevenue),
    },
    costBreakdown: {
      productCost: major(spec.productCost),
      shippingCost: major(spec.shippingCost),
      marketingAdsCost: major(spec.marketingAds),
      ...(spec.shippingLabel > 0 ? { shippingLabelCost: major(spec.shippingLabel) } : {}),
      totalCosts: major(spec.totalCosts),
    },
    profitAnalysis: {
      netProfit: major(lines.netProfit),
      profitMargin: ratioPercent2dp(lines.netProfit, lines.marginBase),
    },
    feeBreakdown: {
      totalFees: major(lines.marketplaceFees),
      transactionFee: major(lines.transaction),
      processingFee: major(lines.processing),
    },
    insights: {
      breakEvenPrice: breakEven === null ? null : major(breakEven),
      biggestCost: words.biggestCost,
      feeStructure: words.feeStructure,
    },
    formulas: words.formulas,
    sources: { ...FEE_SOURCES },
  };
}
