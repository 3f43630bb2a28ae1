import { z } from 'zod';

/** Dates cross the API as ISO 8601 strings (UTC). */
export const isoDateTime = z.string();
