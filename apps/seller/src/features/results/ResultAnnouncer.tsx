import { VisuallyHidden } from '@mantine/core';
import { headlineOf, valueText, type TCalculationResult } from '@margin/core';

/** The headline of a result in one sentence: "Your Profit: $16.79, profit margin 57.90%." */
export function resultAnnouncement(result: TCalculationResult): string {
  const { label, value, margin } = headlineOf(result);
  return `${label}: ${valueText(value, result.currency)}, profit margin ${valueText(margin, result.currency)}.`;
}

/**
 * Tells screen readers the headline of each new result, politely (after what they are reading). It stays in
 * the page from the start, empty until the first result: a live region that appears together with its text is
 * not read by most screen readers, and the results panel itself only appears with the first result.
 */
export function ResultAnnouncer({ result }: { result: TCalculationResult | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {result ? resultAnnouncement(result) : ''}
    </VisuallyHidden>
  );
}
