import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { calcRouter } from './routers/calc';
import { etsyRouter } from './routers/etsy';
import { importToolsRouter } from './routers/import-tools';
import { productsRouter } from './routers/products';
import { salesRouter } from './routers/sales';
import { sharesRouter } from './routers/shares';
import { subscriptionRouter } from './routers/subscription';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  subscription: subscriptionRouter,
  calc: calcRouter,
  shares: sharesRouter,
  products: productsRouter,
  sales: salesRouter,
  importTools: importToolsRouter,
  admin: adminRouter,
  etsy: etsyRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
