import { TRPCError } from '@trpc/server';
import { normalizeEmail } from '@margin/core';

const FORBIDDEN = 'You can only access your own account.';

/**
 * The spec's REST calls carry a `user_id` (subscription, upgrade, checkout, verify). The session decides who the
 * caller is; a user id in the request is only checked against it, never used to pick whose data to touch.
 */
export function assertOwnUserId(caller: { id: string }, claimedUserId: string | undefined | null): void {
  if (claimedUserId != null && claimedUserId !== caller.id) {
    throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN });
  }
}

/** The same for calls that name the account by e-mail (upgrade-trial, cancel). */
export function assertOwnEmail(caller: { email: string }, claimedEmail: string | undefined | null): void {
  if (claimedEmail != null && normalizeEmail(claimedEmail) !== normalizeEmail(caller.email)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN });
  }
}
