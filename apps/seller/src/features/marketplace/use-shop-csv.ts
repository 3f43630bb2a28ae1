import { useQueryClient } from '@tanstack/react-query';
import { listingsAsExportCsv, ordersAsExportCsv } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useCallback } from 'react';
import type { CsvToolKind } from '../advanced/csv-tools/csv-analysis';

/** The shop's live data as the text of the marketplace's own export, and when the server fetched it. */
export interface ShopCsv {
  text: string;
  fetchedAt: string;
}

/**
 * 'From my shop' for a CSV tool: the shop's listings (pricing audit, bulk price updater) or orders
 * (orders analysis) written as the export a seller would download, so the tools run the very analysis of a
 * file. The server keeps the data for its own cache durations (spec §9), so each run asks it again.
 */
export function useShopCsv(kind: CsvToolKind): () => Promise<ShopCsv> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (kind === 'orders') {
      const data = await queryClient.fetchQuery(trpc.etsy.orders.queryOptions());
      return { text: ordersAsExportCsv(data.orders), fetchedAt: data.fetched_at };
    }
    const data = await queryClient.fetchQuery(trpc.etsy.listings.queryOptions());
    return { text: listingsAsExportCsv(data.listings), fetchedAt: data.fetched_at };
  }, [kind, queryClient, trpc]);
}
