import { z } from 'zod';

/**
 * Build-time settings of the seller app, validated once when Vite starts, so a bad value fails the build
 * instead of a seller's page (and no validation code ships to phones).
 */
export const ZSellerBuildEnvSchema = z.object({
  /** API origin for a separately deployed app; empty means the same origin as the app. */
  VITE_API_URL: z.union([z.literal(''), z.url()]).default(''),
  /** Where `vite dev` and `vite preview` forward /trpc and /api. */
  DEV_API_TARGET: z.url().default('http://localhost:3000'),
});

export function loadSellerBuildEnv(source: Record<string, string | undefined>) {
  return ZSellerBuildEnvSchema.parse(source);
}
