/**
 * Where a row's cost per item comes from (docs/MARKETPLACE-CSV.md "Costs: where they come from"): a cost column
 * in the file, else the seller's saved product matched by SKU and then by exact title (case-insensitive), else
 * the default cost per item of the form. Every result row names its source.
 */
import { toMinor } from '../fees/exact';
import type { CostProduct, CostSource } from './types';
import type { CountedRows, RowWords } from './words';

export interface ResolvedCost {
  /** Minor units per item. */
  perItem: number;
  source: CostSource;
}

export interface CostLookup {
  /** The saved product's cost for a SKU or title, or null when none matches. */
  find: (sku: string, title: string) => number | null;
}

const titleKey = (title: string) => title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
const skuKey = (sku: string) => sku.normalize('NFKC').trim().toLowerCase();

/** Saved products in the analysis currency, indexed once (a file of 50,000 rows looks each row up). */
export function costLookup(
  products: readonly CostProduct[],
  currency: string,
  minorDigits: number,
): CostLookup {
  const bySku = new Map<string, number>();
  const byTitle = new Map<string, number>();
  for (const product of products) {
    if (product.currency !== currency || !Number.isFinite(product.costPerItem) || product.costPerItem < 0)
      continue;
    const cost = toMinor(product.costPerItem, minorDigits);
    const sku = skuKey(product.sku ?? '');
    // The first product saved under a name wins, so the answer does not depend on the order of later edits.
    if (sku !== '' && !bySku.has(sku)) bySku.set(sku, cost);
    const title = titleKey(product.name);
    if (title !== '' && !byTitle.has(title)) byTitle.set(title, cost);
  }
  if (bySku.size === 0 && byTitle.size === 0) return { find: () => null };
  return {
    find: (sku, title) => {
      const key = skuKey(sku);
      if (key !== '' && bySku.has(key)) return bySku.get(key) as number;
      return byTitle.get(titleKey(title)) ?? null;
    },
  };
}

/** The cost per item from the first source that has one. */
export function resolveCost(
  fromFile: number | null,
  lookup: CostLookup,
  sku: string,
  title: string,
  defaultCost: number | null,
): ResolvedCost {
  if (fromFile !== null) return { perItem: fromFile, source: 'file' };
  const saved = lookup.find(sku, title);
  if (saved !== null) return { perItem: saved, source: 'product' };
  if (defaultCost !== null) return { perItem: defaultCost, source: 'default' };
  return { perItem: 0, source: 'none' };
}

/** "3 listings use the default cost per item...": said once per file, not once per row. */
export function costSourceWarnings(
  sources: readonly CostSource[],
  rows: CountedRows,
  words: RowWords,
): string[] {
  const count = (source: CostSource) => sources.filter((s) => s === source).length;
  const warnings: string[] = [];
  const defaults = count('default');
  const none = count('none');
  if (defaults > 0) warnings.push(words.defaultCost(defaults, rows));
  if (none > 0) warnings.push(words.noCost(none, rows));
  return warnings;
}
