import { t } from '@lingui/core/macro';

/** Words the CSV tools and the Reconcile tab both say about the files they read and the orders in them. */
export const rowsRead = (rows: string) => t`${rows} rows read`;
export const removeFile = (name: string) => t`Remove ${name}`;
export const orderTitle = (id: string) => t`Order ${id}`;
