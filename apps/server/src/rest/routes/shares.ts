import type { RestRoute } from '../rest-route';

/** Shared calculation links (core spec §7). The trailing slash of POST /api/shares/ is part of the contract. */
export const shareRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/shares/',
    procedure: 'shares.create',
    summary:
      'Store a read-only snapshot of a calculation ({calc, version 1, expires_days 30}); answers its url. Trial or Pro.',
    successStatus: 201,
    tags: ['shares'],
  },
  {
    method: 'GET',
    path: '/shares/:shareId',
    procedure: 'shares.get',
    summary:
      'A shared calculation (counts the view): calc, created_at, view_count. 404 unknown, 410 expired or revoked.',
    input: (req) => ({ shareId: req.params.shareId }),
    tags: ['shares'],
  },
];
