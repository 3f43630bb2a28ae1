import type { TRPCRouterRecord } from '@trpc/server';

/** Registered now so clients and the REST table have a stable shape; its procedures arrive with their issue. */
export const salesRouter = {} satisfies TRPCRouterRecord;
