/** The app's own static pages (core spec §2.1), linked from the footer and from each other. */
export const APP_PAGES = [
  { label: 'Help Center', href: '/help' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
] as const;
