import { describeOrder } from '../fees/explain';
import type { ExplainWords } from '../fees/explain-words';
import { linesAtPrice } from '../fees/evaluate';
import { toMinor } from '../fees/exact';
import { toOrderSpec } from '../fees/order';
import { ZCalculationInputSchema, type TCalculationInput, type TCalculationResult } from '../fees/schemas';

export { ENGLISH_EXPLAIN_WORDS, type ExplainWords } from '../fees/explain-words';

/**
 * The result with its words (formulas, optional charges, biggest cost, fee structure) in `words`' language,
 * every figure as the engine computed it: the order is priced again at the result's price, so the formulas show
 * the very sums behind the result's lines. The engine and the API answer in English; the seller app reads a
 * result in the seller's language through this, and prints that in the panel and the exports.
 */
export function describeCalculation(
  input: TCalculationInput,
  result: TCalculationResult,
  words: ExplainWords,
): TCalculationResult {
  const spec = toOrderSpec(ZCalculationInputSchema.parse(input));
  const price = toMinor(result.sellingPrice, spec.minorDigits);
  const described = describeOrder(spec, price, linesAtPrice(spec, price), words);
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
