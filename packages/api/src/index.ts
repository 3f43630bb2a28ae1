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
