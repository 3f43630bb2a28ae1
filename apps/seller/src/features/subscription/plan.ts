/** The Pro plan as the product sells it (core spec §1, §6, §9). */
export const PRO_PLAN = {
  packageId: 'annual_subscription',
  yearly: '$2.99',
  monthly: '$0.25',
  features: [
    'Unlimited fee calculations',
    'Advanced sales analytics',
    'Multi-product calculator',
    'Market research tools',
    'Export and share',
  ],
} as const;

export const UPGRADE_LABEL = 'Upgrade - $2.99/year';

/** The Manage Subscription dialog's words (core spec §2.7), which the help texts quote too. */
export const MANAGE_TEXTS = {
  title: 'Manage Subscription',
  expired: 'Your trial has expired',
  cancel: 'Cancel Subscription',
  confirm: 'Yes, Cancel',
  keep: 'Keep Subscription',
  // Not in the spec: a cancelled seller may undo the cancellation until the paid period ends.
  resume: 'Resume subscription',
  resumeConfirm: 'Yes, Resume',
  resumeDismiss: 'Not now',
} as const;
