/**
 * The words of the marketplace's monthly statement in the languages it writes it in (docs/fee-model.md "What the
 * marketplace actually posts"): column names, row types and the words of titles. Not every translation is known,
 * so rows are read by their role: the type first, then words in the title, then the '#' number in Info.
 */

/** The statement's columns, by our name, with every heading they are known by (compared case- and space-blind). */
export const STATEMENT_COLUMNS = {
  date: ['date', 'datum', 'data', 'fecha'],
  type: ['type', 'art', 'typ', 'tipo', 'soort'],
  title: ['title', 'titel', 'titre', 'titolo', 'título', 'titulo'],
  info: ['info', 'informations', 'informazioni', 'información', 'informacion', 'informatie'],
  currency: ['currency', 'währung', 'devise', 'valuta', 'divisa', 'moneda'],
  amount: ['amount', 'betrag', 'montant', 'importo', 'importe', 'bedrag'],
  fees: [
    'fees & taxes',
    'gebühren & steuern',
    'frais et taxes',
    'frais & taxes',
    'commissioni e tasse',
    'commissioni & tasse',
    'tarifas e impuestos',
    'tarifas & impuestos',
    'kosten en belastingen',
    'kosten & belastingen',
  ],
  net: ['net', 'netto', 'neto'],
} as const;
export type StatementColumn = keyof typeof STATEMENT_COLUMNS;

/** The columns a file must have to be read as a statement. */
export const REQUIRED_COLUMNS: readonly StatementColumn[] = [
  'date',
  'type',
  'title',
  'info',
  'amount',
  'fees',
];

/** What a row is, by its Type column. */
export type RowType =
  'sale' | 'tax' | 'fee' | 'marketing' | 'refund' | 'vat' | 'shipping' | 'deposit' | 'other';

const TYPES: Record<Exclude<RowType, 'other'>, readonly string[]> = {
  sale: ['sale', 'verkauf', 'vente', 'vendita', 'venta', 'verkoop'],
  tax: ['tax', 'steuer', 'taxe', 'tassa', 'imposta', 'impuesto', 'belasting'],
  fee: ['fee', 'gebühr', 'frais', 'commissione', 'tarifa', 'kosten', 'vergoeding'],
  marketing: ['marketing'],
  refund: [
    'refund',
    'rückerstattung',
    'erstattung',
    'remboursement',
    'rimborso',
    'reembolso',
    'terugbetaling',
  ],
  vat: ['vat', 'ust.', 'ust', 'mwst.', 'mwst', 'tva', 'iva', 'btw'],
  shipping: ['shipping', 'versand', 'livraison', 'expédition', 'spedizione', 'envío', 'envio', 'verzending'],
  deposit: [
    'deposit',
    'auszahlung',
    'einzahlung',
    'virement',
    'versement',
    'bonifico',
    'depósito',
    'deposito',
    'storting',
  ],
};

const typeByWord = new Map<string, RowType>(
  Object.entries(TYPES).flatMap(([type, words]) => words.map((word) => [word, type as RowType])),
);

export function rowType(text: string): RowType {
  return typeByWord.get(text.trim().toLowerCase()) ?? 'other';
}

const words = (list: readonly string[]) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${list.join('|')})(?:$|[^\\p{L}])`, 'iu');

/** Title words, in every language, that say what a fee row is for. */
export const TITLE = {
  credit: words(['credit', 'gutschrift', 'crédit', 'credito', 'crédito', 'tegoed']),
  transaction: words([
    'transaction',
    'transaktion',
    'transaktionsgebühr',
    'transazione',
    'transacción',
    'transactie',
    'transactiekosten',
  ]),
  processing: words([
    'processing',
    'zahlungsabwicklung',
    'bearbeitungsgebühr',
    'traitement',
    'elaborazione',
    'procesamiento',
    'verwerking',
    'verwerkingskosten',
  ]),
  listing: words([
    'listing',
    'auto-renew',
    'angebot',
    'angebotsgebühr',
    // The marketplace's German help pages call the listing fee 'Einstellgebühr'; its statements 'Angebotsgebühr'.
    'einstellgebühr',
    'einstellgebühren',
    'inserat',
    'fiche',
    'renouvellement',
    'inserzione',
    'anuncio',
    'advertentie',
    'vermelding',
  ]),
  offsiteAds: words(['offsite', 'offsite-ads', 'offsite-anzeigen']),
  regulatory: words([
    'regulatory',
    'regulierungsgebühr',
    'réglementaire',
    'regolamentare',
    'regulatoria',
    'regelgevende',
    'regulatorische',
  ]),
  shipping: words([
    'shipping',
    'versand',
    'livraison',
    'expédition',
    'spedizione',
    'envío',
    'envio',
    'verzending',
  ]),
  giftWrap: words([
    'gift wrap',
    'geschenkverpackung',
    'emballage cadeau',
    'confezione regalo',
    'envoltorio de regalo',
    'cadeauverpakking',
  ]),
  /** VAT on the marketplace's services ('VAT: seller services') as opposed to the buyer's tax. */
  vat: words(['vat', 'ust', 'ust.', 'mwst', 'mwst.', 'tva', 'iva', 'btw']),
  buyer: words(['buyer', 'käufer', 'acheteur', 'acquirente', 'comprador', 'koper']),
  etsyAds: words([
    'etsy ads',
    'etsy-anzeigen',
    'annonces etsy',
    'annunci etsy',
    'anuncios de etsy',
    'etsy-advertenties',
  ]),
};

/** Month names (and their common short forms) in the statement's languages, to month numbers 1-12. */
const MONTHS: readonly (readonly string[])[] = [
  [
    'january',
    'jan',
    'januar',
    'janvier',
    'janv',
    'gennaio',
    'gen',
    'enero',
    'ene',
    'januari',
    'jänner',
    'jän',
  ],
  ['february', 'feb', 'februar', 'février', 'févr', 'fevrier', 'febbraio', 'febrero', 'februari'],
  ['march', 'mar', 'märz', 'mär', 'mars', 'marzo', 'maart', 'mrt'],
  ['april', 'apr', 'avril', 'avr', 'aprile', 'abril', 'abr'],
  ['may', 'mai', 'maggio', 'mag', 'mayo', 'mei'],
  ['june', 'jun', 'juni', 'juin', 'giugno', 'giu', 'junio'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'luglio', 'lug', 'julio'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'settembre', 'set', 'septiembre', 'setiembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'ottobre', 'ott', 'octubre'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'déc', 'decembre', 'dicembre', 'dic', 'diciembre'],
];

export const monthByName = new Map<string, number>(
  MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1])),
);
