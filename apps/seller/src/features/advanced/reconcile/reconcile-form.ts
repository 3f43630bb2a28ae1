import { schemaResolver } from '@mantine/form';
import { findCountry, type AnalysisOptions } from '@margin/core';
import { z } from 'zod';
import { RECONCILE_TEXTS } from './texts';

/** Where the figures come from: a dropped statement, or the connected shop's payment account. */
export type ReconcileSource = 'file' | 'shop';

/** The Reconcile form: the statement, the optional orders export or the shop's month, and the seller's settings. */
export interface ReconcileFormValues {
  source: ReconcileSource;
  statement: File | null;
  orders: File | null;
  /** The shop's month, 'YYYY-MM'. */
  month: string;
  country: string;
  vatRegistered: boolean;
  regulatoryFee: boolean;
}

const country = z.string().refine((code) => findCountry(code) !== undefined, {
  error: () => RECONCILE_TEXTS.countryMissing,
});

/** The form's schemas; their messages are read when they check, so they are in the language on screen. */
const ZFileSchema = z.object({
  statement: z.instanceof(Blob, { error: () => RECONCILE_TEXTS.statementMissing }),
  orders: z.instanceof(Blob).nullable(),
  country,
});
const ZShopSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), country });

const validateFile = schemaResolver(ZFileSchema, { sync: true });
const validateShop = schemaResolver(ZShopSchema, { sync: true });

/** A shop's month needs no file: only the chosen source's fields are checked. */
export const validateReconcileForm = (values: ReconcileFormValues) =>
  values.source === 'shop' ? validateShop(values) : validateFile(values);

export function initialReconcileValues(country: string, month: string): ReconcileFormValues {
  return {
    source: 'file',
    statement: null,
    orders: null,
    month,
    country: findCountry(country) ? country : '',
    vatRegistered: false,
    regulatoryFee: true,
  };
}

/** What the worker's statement job takes: the two files and the settings as core's analysis reads them. */
export function statementJob(values: ReconcileFormValues & { statement: File }) {
  const options: AnalysisOptions = {
    country: values.country,
    statement: { vatRegistered: values.vatRegistered, regulatoryFee: values.regulatoryFee },
  };
  return { tool: 'statement' as const, file: values.statement, ordersFile: values.orders, options };
}

/** What `etsy.reconcile` takes: the month and the same settings as a dropped statement's. */
export function shopMonthInput(values: ReconcileFormValues) {
  return {
    month: values.month,
    country_code: values.country,
    vat_registered: values.vatRegistered,
    regulatory_fee: values.regulatoryFee,
  };
}

/**
 * The months a shop can be reconciled for, newest first: the current one (so far) and the last 12 full months,
 * in UTC as the server counts them. The second, the last full month, is the default.
 */
export function shopMonths(now: Date): string[] {
  return Array.from({ length: 13 }, (_, back) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
