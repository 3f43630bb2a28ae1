import type { TRPCRouterRecord } from '@trpc/server';
import { adminActionsRouter } from './actions';
import { adminAuthRouter } from './auth';
import { adminReadsRouter } from './reads';

/**
 * The operators' portal (advanced spec §7 "Admin calls"): one flat router under the key `admin`, its procedures
 * grouped by concern. The contract, field by field: the admin schemas of @margin/core.
 */
export const adminRouter = {
  ...adminAuthRouter,
  ...adminReadsRouter,
  ...adminActionsRouter,
} satisfies TRPCRouterRecord;
