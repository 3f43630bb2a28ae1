import { rowType, TITLE, type RowType } from './words';

/** The fee lines the engine models for an order, as the reconciliation names them. */
export type LineKind =
  | 'transaction'
  | 'transaction_shipping'
  | 'transaction_gift_wrap'
  | 'processing'
  | 'listing'
  | 'offsite_ads'
  | 'regulatory'
  | 'vat_on_fees'
  | 'credit';

/** What one statement row is. */
export type RowRole =
  | { kind: 'sale' }
  | { kind: 'tax' }
  | { kind: 'fee'; line: LineKind }
  | { kind: 'etsy_ads' }
  | { kind: 'refund' }
  | { kind: 'shipping_label' }
  | { kind: 'deposit' }
  | { kind: 'unknown' };

export interface StatementRow {
  /** Line of the file (the header is line 1 when it is first). */
  row: number;
  date: string;
  /** 'YYYY-MM' */
  month: string;
  role: RowRole;
  title: string;
  /** The number after '#' in Info (or the title): the order, or the listing for a listing fee. */
  reference: string | null;
  /** For a transaction fee on an item: the item's title after the colon. */
  itemTitle: string | null;
  /**
   * The order a listing fee was charged for, where the source says so (the ledger ties the fee to its sale);
   * a statement's listing fee names its listing only.
   */
  order?: string | null;
  /** Money in (+) or out (−) of the payment account, minor units: Amount + Fees & Taxes. */
  net: number;
}

export type Statement =
  | { ok: true; rows: StatementRow[]; currency: string | null; errors: string[]; warnings: string[] }
  | { ok: false; reason: string };

const SHIPPING_WORDS = new Set([
  'shipping',
  'versand',
  'livraison',
  'expédition',
  'spedizione',
  'envío',
  'envio',
  'verzending',
]);

/**
 * A title's own name and the item it names: a transaction fee's title is 'Transaction fee: <item title>' (or
 * ': Shipping'), and an item's title is the seller's free text ('Credit card wallet', 'VAT of honey'), so only the
 * name says what the row is. The item comes back trimmed and in lower case.
 */
function titleParts(title: string): [name: string, item: string] {
  const colon = title.indexOf(':');
  return colon < 0
    ? [title, '']
    : [
        title.slice(0, colon),
        title
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      ];
}

/** The fee line a row's name says ('transaction' for every transaction fee: its item tells which). */
function feeLine(type: RowType, name: string): LineKind | null {
  if (TITLE.credit.test(name)) return 'credit';
  if (type === 'vat' || (TITLE.vat.test(name) && !TITLE.buyer.test(name))) return 'vat_on_fees';
  if (TITLE.offsiteAds.test(name)) return 'offsite_ads';
  if (TITLE.regulatory.test(name)) return 'regulatory';
  if (TITLE.transaction.test(name)) return 'transaction';
  if (TITLE.processing.test(name)) return 'processing';
  if (TITLE.listing.test(name)) return 'listing';
  return null;
}

/** A transaction fee on the shipping or the gift wrap names it where another names its item. */
function transactionLine(item: string): LineKind {
  if (SHIPPING_WORDS.has(item)) return 'transaction_shipping';
  if (TITLE.giftWrap.test(item)) return 'transaction_gift_wrap';
  return 'transaction';
}

/** The roles a row can have, made once: a month's statement has tens of thousands of rows. */
const ROLE = {
  sale: { kind: 'sale' },
  tax: { kind: 'tax' },
  refund: { kind: 'refund' },
  deposit: { kind: 'deposit' },
  shipping_label: { kind: 'shipping_label' },
  etsy_ads: { kind: 'etsy_ads' },
  unknown: { kind: 'unknown' },
} as const satisfies Record<string, RowRole>;
const FEE_ROLE = new Map<LineKind, RowRole>();
const feeRole = (line: LineKind): RowRole => {
  let role = FEE_ROLE.get(line);
  if (!role) FEE_ROLE.set(line, (role = { kind: 'fee', line }));
  return role;
};

/** A row's role from its Type and its title's name, in any of the statement's languages. */
function roleOfName(type: RowType, name: string, hasOrder: boolean): RowRole {
  switch (type) {
    case 'sale':
      return ROLE.sale;
    case 'tax':
      return TITLE.vat.test(name) && !TITLE.buyer.test(name) && !hasOrder ? feeRole('vat_on_fees') : ROLE.tax;
    case 'refund':
      return ROLE.refund;
    case 'deposit':
      return ROLE.deposit;
    case 'shipping':
      return ROLE.shipping_label;
    case 'marketing':
      return TITLE.offsiteAds.test(name) && hasOrder ? feeRole('offsite_ads') : ROLE.etsy_ads;
    case 'fee':
    case 'vat': {
      const line = feeLine(type, name);
      return line ? feeRole(line) : ROLE.unknown;
    }
    default:
      return ROLE.unknown;
  }
}

const withItem = (role: RowRole, item: string): RowRole =>
  role.kind === 'fee' && role.line === 'transaction' ? feeRole(transactionLine(item)) : role;

/** A row's role from its Type and Title, in any of the statement's languages. Roles are shared: never changed. */
export function rowRole(typeText: string, title: string, hasOrder: boolean): RowRole {
  const [name, item] = titleParts(title);
  return withItem(roleOfName(rowType(typeText), name, hasOrder), item);
}

/** The types whose rows' roles depend on their titles: every other type's rows have one role, whatever the title. */
const TITLED: ReadonlySet<RowType> = new Set(['tax', 'marketing', 'fee', 'vat']);

/**
 * `rowRole` for the rows of one file, each Type and title name worked out once: most recur on every order
 * ('Processing fee'), and a transaction fee's name is the same whatever its item. A sale's title names its order,
 * so titles are only looked at where the Type leaves the role open.
 */
export function rowRoles(): (typeText: string, title: string, hasOrder: boolean) => RowRole {
  const types = new Map<string, RowType>();
  const known = [new Map<RowType, Map<string, RowRole>>(), new Map<RowType, Map<string, RowRole>>()] as const;
  // An order's fee rows come one after another: the Type of the row before is compared first, which is cheaper
  // than looking its text up.
  let lastTypeText = '';
  let lastType: RowType = rowType('');
  return (typeText, title, hasOrder) => {
    if (typeText !== lastTypeText) {
      let type = types.get(typeText);
      if (type === undefined) types.set(typeText, (type = rowType(typeText)));
      lastTypeText = typeText;
      lastType = type;
    }
    const type = lastType;
    if (!TITLED.has(type)) return roleOfName(type, title, hasOrder);
    const colon = title.indexOf(':');
    const name = colon < 0 ? title : title.slice(0, colon);
    const byType = known[hasOrder ? 1 : 0];
    let byName = byType.get(type);
    if (!byName) byType.set(type, (byName = new Map<string, RowRole>()));
    let role = byName.get(name);
    if (!role) byName.set(name, (role = roleOfName(type, name, hasOrder)));
    // Only a transaction fee's item says which line it is: the other rows' items are not read at all.
    return role.kind === 'fee' && role.line === 'transaction' ? withItem(role, titleParts(title)[1]) : role;
  };
}
