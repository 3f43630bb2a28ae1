import { t } from '@lingui/core/macro';
import { VisuallyHidden } from '@mantine/core';
import { valueText, type TCalculationResult } from '@margin/core';
import { useDeferredValue } from 'react';
import { i18n, useLocale } from '../../i18n/runtime';
import { localHeadline } from './headline-texts';

/** The headline of a result in one sentence: "Your Profit: $16.79, profit margin 57.90%." */
export function resultAnnouncement(result: TCalculationResult): string {
  const { label, value, margin } = localHeadline(result);
  const amount = valueText(value, result.currency, i18n.locale);
  const share = valueText(margin, result.currency, i18n.locale);
  return t`${label}: ${amount}, profit margin ${share}.`;
}

/**
 * Tells screen readers the headline of each new result, politely (after what they are reading). It stays in
 * the page from the start, empty until the first result: a live region that appears together with its text is
 * not read by most screen readers, and the results panel itself only appears with the first result.
 */
export function ResultAnnouncer({ result }: { result: TCalculationResult | null }) {
  // Subscribed to the language, so the sentence is said again in a newly chosen one.
  useLocale();
  // Worded in the render after the one that paints the numbers: a screen reader says it a moment later anyway.
  const said = useDeferredValue(result);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {said ? resultAnnouncement(said) : ''}
    </VisuallyHidden>
  );
}
