import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';

/**
 * The share, read once per page load: the server counts every read as a view. Never stale, so neither focus,
 * reconnect nor a remount asks again; no automatic retry either (a 404 or 410 will not change, and a failure
 * after the count would count twice). The error page's 'Try again' is the reader's own choice.
 */
export function useSharedCalculation(shareId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.shares.get.queryOptions({ shareId }, { staleTime: Infinity, retry: false }));
}
