/**
 * The app's own pages (core spec §2.1). Everything else, '/' and '/calc' included, is the calculator app,
 * which navigates by section rather than by route; /admin is the separate admin app.
 */
export type PageName =
  | 'app'
  | 'payment-success'
  | 'payment-cancel'
  | 'reset-password'
  | 'oauth-callback'
  | 'sign-in'
  | 'shared'
  | 'help'
  | 'privacy'
  | 'terms';

const PAGES: Record<string, PageName> = {
  '/payment/success': 'payment-success',
  '/payment/cancel': 'payment-cancel',
  '/reset-password': 'reset-password',
  '/oauth/callback': 'oauth-callback',
  '/sign-in': 'sign-in',
  '/help': 'help',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

/** /s/{shareId}: the read-only shared calculation (core spec §2.10). */
const SHARE_PATH = /^\/s\/([^/]+)$/;

export function shareIdFor(pathname: string): string | null {
  const match = SHARE_PATH.exec(pathname.replace(/\/+$/, ''));
  return match ? decodeURIComponent(match[1]!) : null;
}

export function pageFor(pathname: string): PageName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (shareIdFor(path) !== null) return 'shared';
  return PAGES[path] ?? 'app';
}
