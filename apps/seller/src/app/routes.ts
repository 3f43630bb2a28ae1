/**
 * The app's own pages (core spec §2.1). Everything else, '/' and '/calc' included, is the calculator app,
 * which navigates by section rather than by route; /admin and /s/{id} are served elsewhere or arrive later.
 */
export type PageName = 'app' | 'payment-success' | 'payment-cancel' | 'reset-password' | 'sign-in';

const PAGES: Record<string, PageName> = {
  '/payment/success': 'payment-success',
  '/payment/cancel': 'payment-cancel',
  '/reset-password': 'reset-password',
  '/sign-in': 'sign-in',
};

export function pageFor(pathname: string): PageName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES[path] ?? 'app';
}
