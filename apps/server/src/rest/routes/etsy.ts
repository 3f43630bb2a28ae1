import type { RestRoute } from '../rest-route';

/**
 * The marketplace connection (advanced spec §7). The signed-in seller is the session's; tokens never
 * appear in an answer. Without ETSY_API_KEY the status says so and connecting answers 503.
 */
export const etsyRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/etsy/auth/authorize',
    procedure: 'etsy.authorize',
    summary:
      'Start connecting the shop (trial or Pro): answers authorization_url (PKCE S256, scopes shops_r listings_r ' +
      'transactions_r), state, code_verifier and expires_in (600). The state is bound to this session, single-use, ' +
      'for 10 minutes; the server keeps its own verifier. 503 while the app key is not configured',
    tags: ['etsy'],
  },
  {
    method: 'POST',
    path: '/etsy/auth/callback',
    procedure: 'etsy.callback',
    summary:
      'Complete the connection with authorization_code and state from /oauth/callback (code_verifier is accepted ' +
      'and ignored): answers connected, shop_id, shop_name, last_sync_at, message. 400 with a sentence for a ' +
      'missing parameter, a state of another session, a used or expired one, or a code the marketplace refuses',
    tags: ['etsy'],
  },
  {
    method: 'GET',
    path: '/etsy/connection/status',
    procedure: 'etsy.status',
    summary:
      'The connection (never cached): configured, connected, capabilities {market_research, shop_data}, ' +
      'market_research_status, shop_data_status (coming_soon, not_connected, active, needs_reconnect), shop_name, ' +
      'shop_id, last_sync_at, message, error',
    tags: ['etsy'],
  },
  {
    method: 'POST',
    path: '/etsy/shop/sync',
    procedure: 'etsy.sync',
    summary:
      'Fetch the shop again once its 24 hours in the cache are over (trial or Pro), refreshing the access token ' +
      'when it has lapsed. 409 when not connected or when the marketplace no longer accepts the connection ' +
      '(the status then says needs_reconnect); 429 with Retry-After when the marketplace asks to slow down',
    tags: ['etsy'],
  },
  {
    method: 'GET',
    path: '/etsy/listings',
    procedure: 'etsy.listings',
    summary:
      "The connected shop's active listings (trial or Pro): listing_id, title, price (major units), currency_code, " +
      'quantity, sku; fetched from the marketplace at most once an hour (fetched_at, expires_at). 409 when not ' +
      'connected or when the connection needs a reconnect',
    tags: ['etsy'],
  },
  {
    method: 'GET',
    path: '/etsy/orders',
    procedure: 'etsy.orders',
    summary:
      "The connected shop's paid orders, newest first (trial or Pro): order_id, sale_date, currency_code, shipping, " +
      'discount, sales_tax and items (transaction_id, listing_id, title, sku, quantity, unit price); no buyer ' +
      'names or addresses. Fetched from the marketplace at most every 30 minutes. 409 when not connected',
    tags: ['etsy'],
  },
  {
    method: 'POST',
    path: '/etsy/reconcile',
    procedure: 'etsy.reconcile',
    summary:
      "A month of the connected shop reconciled from its payment-account ledger (trial or Pro): month ('2026-09', " +
      'or 1 to 12 with year), country_code (US), vat_registered (false), regulatory_fee (default: where the country ' +
      'charges one). Each fee is tied to its sale through its parent entry; the processing fee charged is read from ' +
      "the order's payment (the first 50 orders). Answers the statement import's fields with month, shop_name, " +
      'fetched_at and expires_at; the reads are kept 30 minutes per month. Costs 1 shop read, 1 request per 100 ' +
      'ledger entries and at most 50 payment reads. 400 for a month to come, 409 when not connected or the ' +
      'connection needs a reconnect, 429 with Retry-After when the marketplace asks to slow down',
    tags: ['etsy'],
  },
  {
    method: 'DELETE',
    path: '/etsy/connection',
    procedure: 'etsy.disconnect',
    summary:
      "Disconnect: the shop's tokens, cached data and authorizations in flight are deleted at once. Open to every " +
      'signed-in seller',
    tags: ['etsy'],
  },
];
