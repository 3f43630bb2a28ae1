import { describeOrder } from '../fees/explain';
import type { ExplainWords } from '../fees/explain-words';
import { linesAtPrice } from '../fees/evaluate';
import { toMajor, toMinor } from '../fees/exact';
import { toOrderSpec } from '../fees/order';
import { ZCalculationInputSchema, type TCalculationInput, type TCalculationResult } from '../fees/schemas';

export { ENGLISH_EXPLAIN_WORDS, type ExplainWords } from '../fees/explain-words';

/**
 * The result with its words (formulas, optional charges, biggest cost, fee structure) in `words`' language,
 * every figure as the engine computed it: the order is priced again at the result's price, so the formulas show
 * the very sums behind the result's lines (a result those sums do not match is answered as it is). The engine and
 * the API answer in English; the seller app reads a result in the seller's language through this, and prints that
 * in the panel and the exports.
 */
export function describeCalculation(
  input: TCalculationInput,
  result: TCalculationResult,
  words: ExplainWords,
): TCalculationResult {
  const spec = toOrderSpec(ZCalculationInputSchema.parse(input));
  const price = toMinor(result.sellingPrice, spec.minorDigits);
  const lines = linesAtPrice(spec, price);
  // A result priced with other rates than this device's (exchange rates loaded since) keeps its own words rather
  // than showing sums that are not its own.
  const same =
    toMajor(lines.marketplaceFees, spec.minorDigits) === result.revenueBreakdown.totalMarketplaceFees &&
    toMajor(lines.netProfit, spec.minorDigits) === result.profitAnalysis.netProfit;
  if (!same) return result;
  const described = describeOrder(spec, price, lines, words);
  return {
    ...result,
    revenueBreakdown: { ...result.revenueBreakdown, additionalCharges: described.additionalCharges },
    insights: {
      ...result.insights,
      biggestCost: described.biggestCost,
      feeStructure: described.feeStructure,
    },
    formulas: described.formulas,
  };
}
