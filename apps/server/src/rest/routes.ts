import type { RestRoute } from './rest-route';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { calcRoutes } from './routes/calc';
import { etsyRoutes } from './routes/etsy';
import { importToolRoutes } from './routes/import-tools';
import { productRoutes } from './routes/products';
import { salesRoutes } from './routes/sales';
import { shareRoutes } from './routes/shares';
import { subscriptionRoutes } from './routes/subscription';

/**
 * The public REST contract of the specs (`/api/...`), each line a thin shim over a tRPC procedure, one file per
 * domain under routes/. Nothing else is needed to expose a procedure over REST.
 */
export const restRoutes: readonly RestRoute[] = [
  ...authRoutes,
  ...subscriptionRoutes,
  ...calcRoutes,
  ...shareRoutes,
  ...productRoutes,
  ...salesRoutes,
  ...importToolRoutes,
  ...adminRoutes,
  ...etsyRoutes,
];
