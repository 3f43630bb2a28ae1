import type { ComponentType } from 'react';
import { i18n, useLocale } from '../../../i18n/runtime';
import { CsvToolScreen, type CsvToolSuccess } from './CsvToolScreen';
import { targetMarginText } from './csv-tool-form';

/** What a tool that measures against the seller's target margin shows its results with. */
export interface TargetedResultsProps<K extends TargetedKind> {
  result: CsvToolSuccess<K>;
  /** The target margin in the language on screen: '40%', '40 %'. */
  targetMargin: string;
  /** The cost per item of the rows with no cost of their own. */
  defaultCost: number;
}

type TargetedKind = 'listings' | 'orders';

/** The bulk price updater and the orders analysis: each reads its results against the settings' target margin. */
export function TargetedToolScreen<K extends TargetedKind>({
  kind,
  Results,
}: {
  kind: K;
  Results: ComponentType<TargetedResultsProps<K>>;
}) {
  useLocale();
  return (
    <CsvToolScreen
      kind={kind}
      renderResults={(result, options) => (
        <Results
          result={result}
          targetMargin={targetMarginText(options.targetMargin, i18n.locale)}
          defaultCost={options.defaultCostPerItem ?? 0}
        />
      )}
    />
  );
}
