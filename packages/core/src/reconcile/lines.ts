import type { ModelledLine } from './model';
import type { LineKind } from './statement';

export type Reason =
  | 'rounding'
  | 'exchange_rate'
  | 'vat_status'
  | 'regulatory_fee'
  | 'offsite_ads'
  | 'refund_credit'
  | 'other_month'
  | 'unexplained';

export const REASONS: readonly Reason[] = [
  'rounding',
  'exchange_rate',
  'vat_status',
  'regulatory_fee',
  'offsite_ads',
  'refund_credit',
  'other_month',
  'unexplained',
];

/** One fee line of an order, minor units: what the engine expects, what was posted, and why they differ. */
export interface ReconciledLine {
  kind: LineKind;
  modelled: number;
  charged: number;
  difference: number;
  reason: Reason | null;
  /** False where the line is taken as charged because nothing in the files models it. */
  modelledFromFiles: boolean;
}

export interface ChargedLine {
  kind: LineKind;
  amount: number;
  key: string | null;
}

/** Why a line differs, by what it is: the listing fee's day rate, VAT status, the regulatory fee, an ad... */
export function reasonFor(kind: LineKind, difference: number, currency: string): Reason | null {
  if (difference === 0) return null;
  switch (kind) {
    case 'credit':
      return 'refund_credit';
    case 'listing':
      // The listing fee is set in US dollars and converted at the rate of the day it is posted.
      return currency === 'USD' ? 'unexplained' : 'exchange_rate';
    case 'vat_on_fees':
      return 'vat_status';
    case 'regulatory':
      return 'regulatory_fee';
    case 'offsite_ads':
      return 'offsite_ads';
    default:
      return Math.abs(difference) === 1 ? 'rounding' : 'unexplained';
  }
}

/** Lines posted once per item (or item sold); the others are one line per order, whatever rows they are posted in. */
const PER_ITEM: ReadonlySet<LineKind> = new Set(['transaction', 'listing']);

/**
 * Pairs the modelled lines with the posted ones. An item's transaction fee and a listing fee pair one to one, by
 * the item's title or the listing's number where both have one, else in order; a line posted once per order (VAT
 * on the fees is posted in two rows, for instance) takes every row of its kind. What is left stands against 0.
 */
export function pairLines(
  modelled: ModelledLine[],
  charged: ChargedLine[],
  currency: string,
): ReconciledLine[] {
  const left = charged.slice();
  const take = (line: ModelledLine): number | null => {
    if (!PER_ITEM.has(line.kind)) {
      const rows = left.filter((c) => c.kind === line.kind);
      if (rows.length === 0) return null;
      for (const row of rows) left.splice(left.indexOf(row), 1);
      return rows.reduce((sum, row) => sum + row.amount, 0);
    }
    let index = left.findIndex((c) => c.kind === line.kind && line.key !== null && c.key === line.key);
    if (index < 0) {
      const keyed = new Set(modelled.filter((m) => m.kind === line.kind).map((m) => m.key));
      index = left.findIndex((c) => c.kind === line.kind && !keyed.has(c.key));
    }
    if (index < 0) return null;
    return left.splice(index, 1)[0]!.amount;
  };
  const out: ReconciledLine[] = [];
  const push = (kind: LineKind, modelledAmount: number, chargedAmount: number, fromFiles: boolean) => {
    const difference = chargedAmount - modelledAmount;
    out.push({
      kind,
      modelled: modelledAmount,
      charged: chargedAmount,
      difference,
      reason: reasonFor(kind, difference, currency),
      modelledFromFiles: fromFiles,
    });
  };
  for (const line of modelled) push(line.kind, line.amount, take(line) ?? 0, line.modelled);
  for (const rest of left) push(rest.kind, 0, rest.amount, rest.kind !== 'credit');
  return out;
}
