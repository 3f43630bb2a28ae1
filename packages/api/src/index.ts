export { appRouter, createCaller, type AppRouter } from './root';
export {
  createContext,
  type Context,
  type CreateContextOptions,
  type SessionUser,
  type SessionAdmin,
} from './context';
export { describeZodError, UNREADABLE_REQUEST_MESSAGE } from './zod-detail';
export { cacheControlFor, NO_STORE, type ProcedureMeta } from './cache-policy';
export { INTERNAL_ERROR_MESSAGE } from './trpc';
export { httpHintOf, HttpHint } from './http-hint';
export {
  asServiceUnavailable,
  isDependencyOutage,
  serviceUnavailableError,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './services/unavailable';
export type {
  Services,
  MailTransport,
  MailMessage,
  CounterStore,
  WindowCount,
  Billing,
  AppConfig,
} from './services/types';
export { createMemoryCounterStore, FixedWindows } from './services/counters/memory';
export {
  createShareViews,
  type SharedViewNumbers,
  type ShareView,
  type ShareViews,
} from './services/share-views';
export { BUSY_MESSAGE, createHashGate, type HashGate, type HashGateOptions } from './services/auth/hash-gate';
export { createDeferredWork, type DeferredWork } from './services/deferred';
export { createInProcessAnalyses, type CsvAnalyses } from './services/csv-analyses/analyses';
export { CsvUpload, NOT_JSON_DETAIL, NOT_UTF8_DETAIL } from './services/csv-analyses/upload';
export {
  ANALYSIS_TIMEOUT_MESSAGE,
  createWorkerPoolAnalyses,
  type WorkerPoolOptions,
} from './services/csv-analyses/worker-pool';
export { resolveSession } from './services/auth/sessions';
export {
  ADMIN_TOKEN_PREFIX,
  createAdminSession,
  isAdminToken,
  resolveAdminSession,
} from './services/admin/sessions';
export { AdminAccountError, adminCount, createAdmin } from './services/admin/accounts';
export { adminStats } from './services/admin/stats';
export { createOutboxTransport, createSmtpTransport, sendMail } from './services/mail';
export * from './services/payments';
export {
  createEtsyMarketplace,
  MarketplaceError,
  type EtsySettings,
  type Marketplace,
} from './services/marketplace/etsy-client';
export { createTokenCipher, deriveTokenKey, type TokenCipher } from './services/marketplace/token-cipher';
export { createRequestBudget, type RequestBudget } from './services/marketplace/request-budget';
export { refreshConnectedShops, type RefreshReport } from './services/marketplace/refresh';
