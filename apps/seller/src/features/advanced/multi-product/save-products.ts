import { t } from '@lingui/core/macro';
import type { TProduct, TProductInput, TProductUpdate } from '@margin/core';
import { apiFailure } from '../../account/api-error';
import {
  changedFields,
  createInput,
  displayName,
  productInput,
  rowFromProduct,
  type ProductRow,
} from './product-rows';
import { MULTI_PRODUCT_TEXTS } from './texts';

/**
 * The spec's words (advanced §5 and §8 "Save products"), word for word in English; each read in the language on
 * screen when the report is drawn.
 */
export const SAVE_TEXTS = {
  saved: (name: string) => t`Saved: ${name}`,
  failed: (name: string, reason: string) => t`Failed to save: ${name}: ${reason}`,
  summary: (saved: number, attempted: number) =>
    t`Save Complete! Successfully saved: ${saved}/${attempted} products`,
  exported: (fileName: string) => t`Your products were exported to ${fileName}.`,
  get nothingToSave() {
    return t`No new products to save. All products are already saved.`;
  },
  error: (message: string) => t`Error saving products: ${message}`,
  get errorHelp() {
    return t`Please try again or contact support if the problem persists.`;
  },
};

const noAnswer = () => MULTI_PRODUCT_TEXTS.noAnswer;
const noDetail = () => t`The server refused it without saying why.`;

export interface SaveLine {
  ok: boolean;
  text: string;
}

export interface SaveOutcome {
  /** One line per product tried, in table order. */
  lines: SaveLine[];
  saved: number;
  attempted: number;
  /** The server's product for every row saved now, by the row's id before the save (a temp- id for a new one). */
  products: Map<string, TProduct>;
  /** Set when the save stopped without an answer from the server (offline): the spec's 'Error saving products'. */
  error: string | null;
}

export interface SaveCalls {
  create: (input: TProductInput) => Promise<TProduct>;
  update: (input: TProductUpdate) => Promise<TProduct>;
}

export type PendingSave =
  | { row: ProductRow; kind: 'create'; input: TProductInput }
  | { row: ProductRow; kind: 'update'; input: TProductUpdate };

/** What Save All Products sends: creates for the new rows, updates for the saved rows the seller changed. */
export function pendingSaves(
  rows: readonly ProductRow[],
  saved: ReadonlyMap<string, TProduct>,
): PendingSave[] {
  const pending: PendingSave[] = [];
  for (const row of rows) {
    if (row.isNew) {
      pending.push({ row, kind: 'create', input: createInput(row) });
      continue;
    }
    const product = saved.get(row.id);
    const update = product ? changedFields(row, product) : null;
    if (update) pending.push({ row, kind: 'update', input: update });
  }
  return pending;
}

const send = (save: PendingSave, calls: SaveCalls) =>
  save.kind === 'create' ? calls.create(save.input) : calls.update(save.input);

/**
 * How many calls go out together: tRPC batches them into one request (the server takes up to 10), and the
 * 500-product limit is still met in table order, a batch at a time.
 */
const BATCH = 10;

/**
 * Saves every unsaved row and says how each went. A refusal (the server answered: a limit, a bad value) is that
 * product's 'Failed to save' line and the others carry on; no answer at all stops the save, since the next
 * calls would not be answered either, and what was saved before stays saved.
 */
export async function saveProducts(
  rows: readonly ProductRow[],
  saved: ReadonlyMap<string, TProduct>,
  calls: SaveCalls,
): Promise<SaveOutcome> {
  const pending = pendingSaves(rows, saved);
  const outcome: SaveOutcome = {
    lines: [],
    saved: 0,
    attempted: pending.length,
    products: new Map(),
    error: null,
  };
  for (let start = 0; start < pending.length && outcome.error === null; start += BATCH) {
    const batch = pending.slice(start, start + BATCH);
    const results = await Promise.allSettled(batch.map((save) => send(save, calls)));
    results.forEach((result, index) => {
      const { row } = batch[index]!;
      const name = displayName(row);
      if (result.status === 'fulfilled') {
        outcome.products.set(row.id, result.value);
        outcome.saved += 1;
        outcome.lines.push({ ok: true, text: SAVE_TEXTS.saved(name) });
        return;
      }
      const failure = apiFailure(result.reason);
      if (failure.network) {
        outcome.error ??= noAnswer();
        outcome.lines.push({ ok: false, text: SAVE_TEXTS.failed(name, noAnswer()) });
        return;
      }
      outcome.lines.push({ ok: false, text: SAVE_TEXTS.failed(name, failure.detail ?? noDetail()) });
    });
  }
  return outcome;
}

/**
 * The table's rows once a save has answered: a saved row takes the product the server kept, unless the seller
 * typed into it while it was being saved (what is on screen stays, and shows as unsaved changes).
 */
export function rowsAfterSave(
  sent: ProductRow[],
  current: ProductRow[],
  products: Map<string, TProduct>,
): ProductRow[] {
  const sentInputs = new Map(sent.map((row) => [row.key, JSON.stringify(productInput(row))]));
  return current.map((row) => {
    const product = products.get(sent.find((b) => b.key === row.key)?.id ?? '');
    if (!product) return row;
    const untouched = sentInputs.get(row.key) === JSON.stringify(productInput(row));
    return untouched
      ? rowFromProduct(product, row.key, row.priceAuto)
      : { ...row, id: product.id, isNew: false };
  });
}
