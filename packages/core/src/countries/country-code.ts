import { safeText } from '../text';
import { COUNTRIES, findCountry } from './countries';

/** A country the fee tables know, as the API takes it: 'us' or ' US ' is US; anything else says which are known. */
export const supportedCountryCode = safeText()
  .transform((code) => code.trim().toUpperCase())
  .refine((code) => findCountry(code) !== undefined, {
    message: `must be one of ${COUNTRIES.map((c) => c.code).join(', ')}`,
  });
