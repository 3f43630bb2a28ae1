import { t } from '@lingui/core/macro';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { ZProductInputSchema } from '@margin/core';
import { z } from 'zod';
import { i18n } from '../../../i18n/runtime';
import { fieldProblem } from '../field-problems';
import { FIELD_LABELS, productInput, type ProductRow, type RowField } from './product-rows';

export interface ProductsForm {
  rows: ProductRow[];
}

/**
 * Each row checked by the API's own schema (ZProductInputSchema: limits from core), read the way it would be
 * sent: an emptied cost is 0, an emptied margin 30, an emptied price missing.
 */
const ZProductsFormSchema = z.object({
  rows: z.array(z.preprocess((row) => productInput(row as ProductRow), ZProductInputSchema)),
});

const resolve = schemaResolver(ZProductsFormSchema, { sync: true });

/** "rows.2.product_cost" + "cannot be negative" -> "Product cost cannot be negative.", in the seller's language. */
function sentence(path: string, message: string): string {
  const field = path.split('.').at(-1) as RowField;
  const label = (FIELD_LABELS[field] as string | undefined) ?? t`This value`;
  const text = fieldProblem(label, message, i18n.locale);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The form's validate rule: the schema's issues as sentences that name the field. */
export function validateProducts(values: ProductsForm): FormErrors {
  return Object.fromEntries(
    Object.entries(resolve(values)).map(([path, message]) => [
      path,
      sentence(path, typeof message === 'string' ? message : ''),
    ]),
  );
}

/** The form's errors ('rows.2.price') grouped by row, as each row's fields show them. */
export function errorsByRow(errors: FormErrors): Map<number, Partial<Record<RowField, string>>> {
  const byRow = new Map<number, Partial<Record<RowField, string>>>();
  for (const [path, message] of Object.entries(errors)) {
    const [, index, field] = path.split('.');
    if (index === undefined || field === undefined) continue;
    const entry = byRow.get(Number(index)) ?? {};
    entry[field as RowField] = typeof message === 'string' ? message : '';
    byRow.set(Number(index), entry);
  }
  return byRow;
}
