export { appRouter, createCaller, type AppRouter } from './root';
export { createContext, type Context, type CreateContextOptions, type SessionUser } from './context';
export { describeZodError } from './zod-detail';
