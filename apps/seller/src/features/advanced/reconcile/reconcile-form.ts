import { schemaResolver } from '@mantine/form';
import { findCountry, type AnalysisOptions } from '@margin/core';
import { z } from 'zod';
import { RECONCILE_TEXTS } from './texts';

/** The Reconcile form: the statement, the optional orders export, and the seller's settings. */
export interface ReconcileFormValues {
  statement: File | null;
  orders: File | null;
  country: string;
  vatRegistered: boolean;
  regulatoryFee: boolean;
}

/** The form's schema; its messages are read when it checks, so they are in the language on screen. */
const ZReconcileFormSchema = z.object({
  statement: z.instanceof(Blob, { error: () => RECONCILE_TEXTS.statementMissing }),
  orders: z.instanceof(Blob).nullable(),
  country: z.string().refine((code) => findCountry(code) !== undefined, {
    error: () => RECONCILE_TEXTS.countryMissing,
  }),
  vatRegistered: z.boolean(),
  regulatoryFee: z.boolean(),
});

export const validateReconcileForm = schemaResolver(ZReconcileFormSchema, { sync: true });

export function initialReconcileValues(country: string): ReconcileFormValues {
  return {
    statement: null,
    orders: null,
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
