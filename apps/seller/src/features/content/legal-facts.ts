import { plural, t } from '@lingui/core/macro';
import { longDate } from './fee-facts';

/**
 * The figures of the privacy policy and the terms (advanced spec §2), in one place so that the pages and the
 * menu's summaries say the same thing.
 */
const EFFECTIVE_ON = '2025-10-07';

/** 'October 7, 2025' in English, '7. Oktober 2025' in German. */
export const legalEffectiveDate = (): string => longDate(EFFECTIVE_ON);

export interface RetentionRule {
  data: string;
  period: string;
}

/** The retention periods, in the units the policy states them in. */
export const KEPT = {
  accountYears: 6,
  calculationYears: 2,
  shopPurgeDays: 90,
  analyticsDays: 90,
  logMonths: 12,
} as const;

const rule = (data: () => string, period: () => string): RetentionRule => ({
  get data() {
    return data();
  },
  get period() {
    return period();
  },
});

/** How long each kind of data is kept, read in the language on screen. */
export const RETENTION = {
  account: rule(
    () => t`Account data (e-mail address, plan, subscription and payment records)`,
    () =>
      plural(KEPT.accountYears, {
        one: 'Up to # year after you close your account',
        other: 'Up to # years after you close your account',
      }),
  ),
  calculations: rule(
    () => t`Calculation history (the mode and country of each calculation)`,
    () => plural(KEPT.calculationYears, { one: '# year', other: '# years' }),
  ),
  shopMetrics: rule(
    () => t`Shop metrics from a connected marketplace shop`,
    () =>
      plural(KEPT.shopPurgeDays, {
        one: 'Purged within # day of disconnecting',
        other: 'Purged within # days of disconnecting',
      }),
  ),
  analytics: rule(
    () => t`Usage analytics`,
    () => plural(KEPT.analyticsDays, { one: 'Anonymised after # day', other: 'Anonymised after # days' }),
  ),
  logs: rule(
    () => t`Server and security logs`,
    () => plural(KEPT.logMonths, { one: 'Up to # month', other: 'Up to # months' }),
  ),
} as const;

export const AGES = {
  /** Nobody under this age may have an account... */
  minimum: 13,
  /** ...or under this one in the EU, the UK and other places whose law requires it. */
  minimumWhereRequired: 16,
  /** The terms: adults, or younger users with a parent's or guardian's consent. */
  adult: 18,
} as const;

export const DISCONTINUATION_NOTICE_DAYS = 30;
