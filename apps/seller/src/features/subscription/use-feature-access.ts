import { accessRole, refusalFor, type AccessRole, type Feature, type Refusal } from '@margin/core';
import { useMemo } from 'react';
import { useAccount } from '../account/AccountProvider';

export interface FeatureAccess {
  role: AccessRole;
  allowed: boolean;
  /** Why not, and what opens the feature; null when allowed. */
  refusal: Refusal | null;
}

/**
 * Whether the seller on this device may use `feature`: core's one access rule (spec §6), the same the server
 * applies. While the status is unknown (loading, offline) a signed-in seller is let through: the server decides.
 */
export function useFeatureAccess(feature: Feature): FeatureAccess {
  const { user, subscription } = useAccount();
  const role = accessRole(user !== null, subscription);
  // The same object while the role is: what is drawn from it need not be drawn again.
  return useMemo(() => {
    const refusal = refusalFor(role, feature);
    return { role, allowed: refusal === null, refusal };
  }, [role, feature]);
}
