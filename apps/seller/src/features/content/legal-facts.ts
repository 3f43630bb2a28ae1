/**
 * The figures of the privacy policy and the terms (advanced spec §2), in one place so that the pages and the
 * menu's summaries say the same thing.
 */
export const LEGAL_EFFECTIVE_DATE = 'October 7, 2025';

export interface RetentionRule {
  data: string;
  period: string;
}

export const RETENTION: readonly RetentionRule[] = [
  {
    data: 'Account data (e-mail address, plan, subscription and payment records)',
    period: 'Up to 6 years after you close your account',
  },
  { data: 'Calculation history (the mode and country of each calculation)', period: '2 years' },
  {
    data: 'Shop metrics from a connected marketplace shop',
    period: 'Purged within 90 days of disconnecting',
  },
  { data: 'Usage analytics', period: 'Anonymised after 90 days' },
  { data: 'Server and security logs', period: 'Up to 12 months' },
];

export const AGES = {
  /** Nobody under this age may have an account... */
  minimum: 13,
  /** ...or under this one in the EU, the UK and other places whose law requires it. */
  minimumWhereRequired: 16,
  /** The terms: adults, or younger users with a parent's or guardian's consent. */
  adult: 18,
} as const;

export const DISCONTINUATION_NOTICE_DAYS = 30;
