export { appRouter, createCaller, type AppRouter } from './root';
export {
  createContext,
  type Context,
  type CreateContextOptions,
  type SessionUser,
  type SessionAdmin,
} from './context';
export { describeZodError } from './zod-detail';
export { INTERNAL_ERROR_MESSAGE } from './trpc';
export { httpHintOf, HttpHint } from './http-hint';
export type {
  Services,
  MailTransport,
  MailMessage,
  CounterStore,
  Billing,
  AppConfig,
} from './services/types';
export { createMemoryCounterStore } from './services/counters/memory';
export { resolveSession } from './services/auth/sessions';
export { createOutboxTransport, createSmtpTransport, sendMail } from './services/mail';
export * from './services/payments';
