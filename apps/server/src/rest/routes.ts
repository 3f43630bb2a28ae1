import type { RestRoute } from './rest-route';

/**
 * The public REST contract of the specs (`/api/...`), each line a thin shim over a tRPC procedure.
 * Later features add their lines here; nothing else is needed to expose a procedure over REST.
 */
export const restRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/countries',
    procedure: 'calc.countries',
    summary:
      'Countries keyed by code: name, currency, flag, payment processing rate and fixed fee, date checked, source',
    tags: ['calculator'],
  },
  {
    method: 'GET',
    path: '/currencies',
    procedure: 'calc.currencies',
    summary: 'Supported currencies: code to name',
    tags: ['calculator'],
  },
];
