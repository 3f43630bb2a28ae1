import type { RestRoute } from '../rest-route';

/** The calculator's public REST paths (core spec §7). */
export const calcRoutes: readonly RestRoute[] = [
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
  {
    method: 'GET',
    path: '/rates',
    procedure: 'calc.rates',
    summary: 'Exchange rates (units per 1 USD) with their date and source',
    tags: ['calculator'],
  },
  {
    method: 'GET',
    path: '/marketplace-fees/:currency',
    procedure: 'calc.marketplaceFees',
    summary: 'Listing, transaction, payment processing and offsite ads fees for a currency',
    input: (req) => ({ currency: req.params.currency }),
    tags: ['calculator'],
  },
  {
    method: 'POST',
    path: '/calculate/enhanced',
    procedure: 'calc.calculate',
    summary:
      'Forward (price to profit) or reverse (target profit or margin to price) calculation, exact to the cent',
    tags: ['calculator'],
  },
  {
    method: 'POST',
    path: '/calculations/track',
    procedure: 'calc.track',
    summary: "Count a calculation for the signed-in seller's usage stats (anonymous calls are not recorded)",
    tags: ['calculator'],
  },
  {
    method: 'GET',
    path: '/calculations/usage',
    procedure: 'calc.usage',
    summary: "The signed-in seller's calculation counts",
    tags: ['calculator'],
  },
];
