import { z } from 'zod';

/** Build-time settings of the admin portal, checked when Vite starts (a bad value fails the build). */
export function loadAdminBuildEnv(source: Record<string, string | undefined>) {
  return z
    .object({
      DEV_API_TARGET: z.url().default('http://localhost:3000'),
      VITE_API_URL: z.union([z.literal(''), z.url()]).default(''),
    })
    .parse(source);
}
