import { z } from 'zod';

/** Build-time settings of the admin portal, checked when Vite starts (a bad value fails the build). */
export function loadAdminBuildEnv(source: Record<string, string | undefined>) {
  return z
    .object({
      DEV_API_TARGET: z.url().default('http://localhost:3000'),
      VITE_API_URL: z.union([z.literal(''), z.url()]).default(''),
      // Where the portal is served: /admin/ by the server; '/' (or another folder) when deployed on its own.
      ADMIN_BASE_PATH: z
        .string()
        .regex(/^\/([\w.-]+\/)*$/, "ADMIN_BASE_PATH must start and end with '/', e.g. '/admin/' or '/'")
        .default('/admin/'),
    })
    .parse(source);
}
