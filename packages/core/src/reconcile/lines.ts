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
  // A posted row, once paired, is marked taken rather than cut out of a copy: what is left keeps its order.
  const taken: boolean[] = new Array<boolean>(charged.length).fill(false);
  const out: ReconciledLine[] = [];
  for (const line of modelled) {
    const amount = PER_ITEM.has(line.kind)
      ? takeOne(line, modelled, charged, taken)
      : takeAll(line.kind, charged, taken);
    out.push(reconciledLine(line.kind, line.amount, amount ?? 0, line.modelled, currency));
  }
  for (let i = 0; i < charged.length; i += 1) {
    const rest = charged[i]!;
    if (!taken[i]) out.push(reconciledLine(rest.kind, 0, rest.amount, rest.kind !== 'credit', currency));
  }
  return out;
}

/** Every row of a kind posted once per order, summed; null where none was posted. */
function takeAll(kind: LineKind, charged: ChargedLine[], taken: boolean[]): number | null {
  let sum: number | null = null;
  for (let i = 0; i < charged.length; i += 1) {
    if (taken[i] || charged[i]!.kind !== kind) continue;
    taken[i] = true;
    sum = (sum ?? 0) + charged[i]!.amount;
  }
  return sum;
}

/**
 * The row an item's line pairs with: the first left with its key, else the first left of its kind whose key no
 * modelled line of the kind has; null where there is none.
 */
function takeOne(line: ModelledLine, modelled: ModelledLine[], charged: ChargedLine[], taken: boolean[]) {
  let index = -1;
  if (line.key !== null) {
    index = charged.findIndex((c, i) => !taken[i] && c.kind === line.kind && c.key === line.key);
  }
  if (index < 0) {
    const keyed = new Set(modelled.filter((m) => m.kind === line.kind).map((m) => m.key));
    index = charged.findIndex((c, i) => !taken[i] && c.kind === line.kind && !keyed.has(c.key));
  }
  if (index < 0) return null;
  taken[index] = true;
  return charged[index]!.amount;
}

function reconciledLine(
  kind: LineKind,
  modelled: number,
  charged: number,
  modelledFromFiles: boolean,
  currency: string,
): ReconciledLine {
  const difference = charged - modelled;
  return {
    kind,
    modelled,
    charged,
    difference,
    reason: reasonFor(kind, difference, currency),
    modelledFromFiles,
  };
}
