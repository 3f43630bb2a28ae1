import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ANALYTICS_MONTHS } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useCallback } from 'react';
import { useLiveMarketplaceData } from '../marketplace/use-marketplace-connection';

/** Records per page of the dashboard's list ("Load more" asks for the next). */
export const SALES_PAGE_SIZE = 20;

/**
 * `use_etsy` goes in the input only when on (the server's default is off): the flag is part of the query key, so
 * turning the toggle or the connection on or off reloads the figures (advanced spec §4).
 */
const liveFlag = (useEtsy: boolean) => (useEtsy ? { use_etsy: true } : {});

/**
 * Advanced mode's calls (advanced spec §7, as tRPC procedures). `enabled` is false for a visitor or an expired
 * seller: the server would refuse them, so they are never sent.
 */
export function useSalesAnalytics(
  { months = DEFAULT_ANALYTICS_MONTHS, currency }: { months?: number; currency?: string },
  enabled: boolean,
) {
  const trpc = useTRPC();
  const live = useLiveMarketplaceData(enabled);
  return useQuery(
    trpc.sales.analytics.queryOptions(
      { months, ...(currency ? { currency } : {}), ...liveFlag(live.useEtsy) },
      { enabled: enabled && live.settled, placeholderData: (previous) => previous },
    ),
  );
}

export function useSalesList(enabled: boolean) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.sales.list.infiniteQueryOptions(
      { limit: SALES_PAGE_SIZE },
      { enabled, getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
}

export function useMarketInsights(keywords: string, enabled: boolean) {
  const trpc = useTRPC();
  const live = useLiveMarketplaceData(enabled);
  return useQuery(
    trpc.sales.marketInsights.queryOptions(
      { keywords, ...liveFlag(live.useEtsy) },
      { enabled: enabled && live.settled, staleTime: 5 * 60 * 1000, placeholderData: (previous) => previous },
    ),
  );
}

/** Refetches everything Advanced mode shows from the sales records (after an add, a change or a delete). */
export function useRefreshSales() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.sales.pathKey() }),
    [queryClient, trpc],
  );
}

/** Refetches every figure of Advanced mode: the 'Refresh Data' button. */
export function useRefreshAdvanced() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.sales.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() }),
      ]),
    [queryClient, trpc],
  );
}

export function useSalesMutations() {
  const trpc = useTRPC();
  const refresh = useRefreshSales();
  const create = useMutation(trpc.sales.create.mutationOptions({ onSuccess: () => refresh() }));
  const update = useMutation(trpc.sales.update.mutationOptions({ onSuccess: () => refresh() }));
  const remove = useMutation(trpc.sales.delete.mutationOptions({ onSuccess: () => refresh() }));
  return { create, update, remove };
}
