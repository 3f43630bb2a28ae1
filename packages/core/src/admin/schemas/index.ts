/*
 * The admin API contract (advanced spec §3, §4, §5, §7, §8, §9). tRPC router key `admin`
 * (packages/api/src/routers/admin/); every path below is also a REST shim under /api (apps/server/src/rest/routes/admin.ts).
 * Dates are ISO 8601 strings (UTC); money is USD in major units (2.99), rounded to the cent.
 *
 * procedure            kind      input                                 output                          REST
 * -------------------  --------  ------------------------------------  ------------------------------  -----------------------------------------------
 * login                mutation  ZAdminLoginInputSchema                ZAdminLoginResultSchema         POST   /api/admin/auth/login
 * mfaLogin             mutation  ZAdminMfaLoginInputSchema             ZAdminLoginResponseSchema       POST   /api/admin/auth/mfa
 * verify               query     -                                   ZAdminVerifyResultSchema        GET    /api/admin/auth/verify
 * logout               mutation  -                                   ZAdminMessageSchema             POST   /api/admin/auth/logout
 * changePassword       mutation  ZAdminChangePasswordInputSchema       ZAdminChangePasswordResultSchema POST  /api/admin/auth/change-password
 * mfaSetup             mutation  -                                   ZAdminMfaSetupResultSchema      POST   /api/admin/auth/mfa/setup
 * mfaEnable            mutation  ZAdminMfaEnableInputSchema            ZAdminMfaEnableResultSchema     POST   /api/admin/auth/mfa/enable
 * mfaDisable           mutation  ZAdminMfaDisableInputSchema           ZAdminMessageSchema             POST   /api/admin/auth/mfa/disable
 * stats                query     -                                   ZAdminStatsSchema               GET    /api/admin/stats
 * users                query     ZAdminListInputSchema                 ZAdminUsersResultSchema         GET    /api/admin/users?limit=100
 * user                 query     ZAdminUserInputSchema                 ZAdminUserDetailSchema          GET    /api/admin/user/{email}
 * toggleSubscription   mutation  ZAdminToggleSubscriptionInputSchema   ZAdminActionResultSchema        POST   /api/admin/user/{email}/toggle-subscription
 * extendTrial          mutation  ZAdminExtendTrialInputSchema          ZAdminExtendTrialResultSchema   POST   /api/admin/user/{email}/extend-trial
 * resendWelcome        mutation  ZAdminUserActionInputSchema           ZAdminActionResultSchema        POST   /api/admin/user/{email}/resend-welcome
 * forceLogout          mutation  ZAdminUserActionInputSchema           ZAdminForceLogoutResultSchema   POST   /api/admin/user/{email}/force-logout
 * deleteUser           mutation  ZAdminUserActionInputSchema           ZAdminActionResultSchema        DELETE /api/admin/user/{email}   (body: reason)
 * payments             query     ZAdminListInputSchema                 ZAdminPaymentsResultSchema      GET    /api/admin/payments?limit=100
 * activityLogs         query     ZAdminListInputSchema                 ZAdminActivityLogsResultSchema  GET    /api/admin/activity-logs?limit=100
 *
 * The 13 paths of spec §7 are login, verify, change-password, stats, users, user, toggle-subscription,
 * extend-trial, resend-welcome, force-logout, delete, payments, activity-logs; the others (second factor, logout)
 * are the product's own. Over REST the `email` comes from the path and the rest of the input from the JSON body.
 *
 * Authorisation (one admin procedure base, `Authorization: Bearer <access_token>`; a seller's token never works):
 * - login, mfaLogin: public.
 * - verify, logout, changePassword, mfaSetup, mfaEnable, mfaDisable: any live admin session, also one whose password
 *   has expired or that still has to set up the required second factor.
 * - everything else: only when the password has not expired (403 ADMIN_MESSAGES.passwordExpired) and, with
 *   ADMIN_REQUIRE_MFA=true, the second factor is on (403 ADMIN_MESSAGES.mfaSetupRequired). The app reads
 *   `password_expired` / `mfa_setup_required` from login and verify and shows that step first, so it never meets
 *   these 403s in normal use.
 * Errors answer `{ "detail": "<sentence>" }` over REST (tRPC: the error's message):
 * - 400 a sentence naming what is wrong with the input ('Password must contain at least 1 number').
 * - 401 no, unknown, expired or revoked admin session: ADMIN_MESSAGES.sessionExpired;
 *   login with a wrong username or password: ADMIN_MESSAGES.badCredentials; mfaLogin with a wrong code:
 *   ADMIN_MESSAGES.mfaCodeInvalid, with an expired step: ADMIN_MESSAGES.mfaChallengeExpired.
 * - 403 password expired / second factor required (above).
 * - 404 user not found: ADMIN_MESSAGES.userNotFound.
 * - 409 the action does not fit the state ('This user already has Pro access until ...'; turning the second factor
 *   off when the server requires it; setting it up when it is already on).
 * - 423 5 failed logins for a username within 15 minutes (known or not): ADMIN_MESSAGES.locked, with Retry-After.
 * - 502 the card processor did not confirm Cancel Subscription (or Delete User's cancellation there): nothing was
 *   changed; the mail server refused Resend welcome e-mail (the attempt is logged). The sentence says which.
 *
 * Login with the second factor on: `login` answers `{ mfa_required: true, mfa_token, expires_in }` (no session
 * yet); `mfaLogin({ mfa_token, code })` then answers the full login response. `code` is the authenticator's
 * 6 digits or one unused recovery code. Wrong codes count towards the same lockout as wrong passwords.
 */
export * from './fields';
export * from './auth';
export * from './stats';
export * from './lists';
export * from './actions';
