import { useCallback, useMemo, useState } from 'react';
import { FeatureRefusal } from '../subscription/FeatureRefusal';
import { useFeatureAccess } from '../subscription/use-feature-access';
import type { GuardedRun, RefusalPlace } from './ShareMenu';

/**
 * The results' exports and shares behind the seller's access: an allowed action runs, a refused one shows the
 * refusal where it was tried (beside the share menu or the file buttons). The same object while nothing it says
 * changes, so the parts drawn from it are not drawn again with every new result.
 */
export function useGuardedActions() {
  const exportAccess = useFeatureAccess('export');
  const shareAccess = useFeatureAccess('share');
  // Each refused try counts, so a second click says it again to screen readers.
  const [tried, setTried] = useState<{
    feature: 'export' | 'share';
    place: RefusalPlace;
    count: number;
  } | null>(null);

  const exportAllowed = exportAccess.allowed;
  const shareAllowed = shareAccess.allowed;
  const run = useCallback<GuardedRun>(
    (feature, action, place = 'menu') => {
      const allowed = feature === 'export' ? exportAllowed : shareAllowed;
      if (allowed) {
        setTried(null);
        action();
      } else {
        setTried((last) => ({ feature, place, count: (last?.count ?? 0) + 1 }));
      }
    },
    [exportAllowed, shareAllowed],
  );
  // Read now, not when tried: a seller who signs in or upgrades meanwhile sees it go.
  const refusal = tried ? (tried.feature === 'export' ? exportAccess : shareAccess).refusal : null;
  return useMemo(
    () => ({
      run,
      refusalAt: (place: RefusalPlace) =>
        refusal && tried?.place === place ? (
          <FeatureRefusal key={tried.count} refusal={refusal} announce />
        ) : null,
      refusalShown: refusal !== null,
      locked: { export: !exportAllowed, share: !shareAllowed },
      // Core words a refusal the same for every feature a seller lacks: one note says it for all of them.
      lock: exportAccess.refusal ?? shareAccess.refusal,
    }),
    [run, refusal, tried, exportAllowed, shareAllowed, exportAccess.refusal, shareAccess.refusal],
  );
}

export type GuardedActions = ReturnType<typeof useGuardedActions>;
