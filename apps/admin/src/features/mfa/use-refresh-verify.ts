import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@margin/ui';

/** After the second factor or the password changed: verify answers what the app must show now. */
export function useRefreshVerify() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.verify.queryKey() });
}
