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
