/**
 * The statement reconciliation's sentences about the seller's files and the shop's ledger (errors and warnings),
 * each a function of its parameters: the API keeps the English below word for word, the seller app passes its own
 * language's. The connected shop's answer also gives each warning as its message's key and arguments
 * (`StatementMessage`), so the app words again what the server wrote in English.
 */
import type { StatementColumn } from './words';

export interface StatementMessages {
  /** A header that lacks some of the statement's columns, and a file with none of them. */
  lacksColumns: (columns: readonly StatementColumn[]) => string;
  noColumns: (columns: readonly StatementColumn[]) => string;
  /** "Row 4, column Amount: 'x' is not an amount of money." */
  cell: (row: number, column: StatementColumn, problem: string) => string;
  notDate: (row: number, text: string) => string;
  mixedCurrencies: (currencies: readonly string[]) => string;
  /** The statement's currency is not the country's: fees are modelled in the statement's. */
  otherCurrency: (
    currency: string,
    countryCode: string,
    countryName: string,
    countryCurrency: string,
  ) => string;
  /** The orders file cannot be read at all (the CSV tools' reason), or one of its rows. */
  ordersFileRefused: (reason: string) => string;
  ordersFileRow: (problem: string) => string;
  currenciesDiffer: (statement: string, ordersFile: string) => string;
  unknownRow: (row: number, title: string) => string;
  notInOrdersFile: (order: string) => string;
  /** The connected shop's payment-account ledger names more than one currency. */
  ledgerMixedCurrencies: (currencies: readonly string[]) => string;
  /** Orders past the `max` whose payments are read keep the ledger's processing fee. */
  unreadPayments: (count: number, max: number) => string;
}

export type StatementMessageKey = keyof StatementMessages;

/** One sentence as its message's key and the arguments it was written with. */
export type StatementMessage = {
  [K in StatementMessageKey]: { key: K; args: Parameters<StatementMessages[K]> };
}[StatementMessageKey];

/** The statement's columns as the marketplace's English statement heads them. */
export const STATEMENT_COLUMN_TITLES: Readonly<Record<StatementColumn, string>> = {
  date: 'Date',
  type: 'Type',
  title: 'Title',
  info: 'Info',
  currency: 'Currency',
  amount: 'Amount',
  fees: 'Fees & Taxes',
  net: 'Net',
};

const titles = (columns: readonly StatementColumn[]) =>
  columns.map((column) => STATEMENT_COLUMN_TITLES[column]).join(', ');

export const ENGLISH_STATEMENT_MESSAGES: StatementMessages = {
  lacksColumns: (columns) =>
    `This is not a monthly statement: it lacks the ${titles(columns)} column${columns.length > 1 ? 's' : ''}.`,
  noColumns: (columns) => `This is not a monthly statement: it has no ${titles(columns)} columns.`,
  cell: (row, column, problem) => `Row ${row}, column ${STATEMENT_COLUMN_TITLES[column]}: ${problem}.`,
  notDate: (row, text) => `Row ${row}, column ${STATEMENT_COLUMN_TITLES.date}: '${text}' is not a date.`,
  mixedCurrencies: (currencies) => `The statement mixes currencies (${currencies.join(', ')}).`,
  otherCurrency: (currency, _code, countryName, countryCurrency) =>
    `The statement is in ${currency}, but ${countryName} is paid in ${countryCurrency}: its fees are modelled in ${currency}.`,
  ordersFileRefused: (reason) => `The orders file: ${reason}`,
  ordersFileRow: (problem) => `Orders file: ${problem}`,
  currenciesDiffer: (statement, ordersFile) =>
    `The statement is in ${statement} and the orders file in ${ordersFile}: they cannot be compared. Use the orders export of the same shop and period.`,
  unknownRow: (row, title) =>
    `Row ${row}: '${title}' is not a kind of row Margin knows; it is counted in the deposits only.`,
  notInOrdersFile: (order) =>
    `Order ${order} is in the statement but not in the orders file; its fees are modelled from the statement.`,
  ledgerMixedCurrencies: (currencies) => `The ledger mixes currencies (${currencies.join(', ')}).`,
  unreadPayments: (count, max) =>
    `${count} order${count === 1 ? '' : 's'} of the month beyond the first ${max} ${count === 1 ? 'has its' : 'have their'} processing fee from the ledger: Margin reads at most ${max} payments a month.`,
};

/** Every message's key, the answer schema's enum: the English messages hold each key exactly once. */
export const STATEMENT_MESSAGE_KEYS = Object.keys(ENGLISH_STATEMENT_MESSAGES) as [
  StatementMessageKey,
  ...StatementMessageKey[],
];

/**
 * A keyed sentence in `messages`; null for a key they do not have (an answer from a newer server), for the caller to
 * fall back on the sentence as it came.
 */
export function sayStatementMessage(
  messages: StatementMessages,
  message: { key: string; args: readonly unknown[] },
): string | null {
  if (!Object.hasOwn(messages, message.key)) return null;
  const say = messages[message.key as StatementMessageKey] as (...args: readonly unknown[]) => string;
  return say(...message.args);
}

/**
 * `messages` that also remember what they said: `messageOf` gives a sentence they wrote back as its key and
 * arguments (null for one they did not write), so an answer can carry both.
 */
export function rememberingMessages(messages: StatementMessages): {
  messages: StatementMessages;
  messageOf: (sentence: string) => StatementMessage | null;
} {
  const said = new Map<string, StatementMessage>();
  const remembering = Object.fromEntries(
    STATEMENT_MESSAGE_KEYS.map((key) => [
      key,
      (...args: never[]) => {
        const sentence = (messages[key] as (...args: never[]) => string)(...args);
        said.set(sentence, { key, args } as unknown as StatementMessage);
        return sentence;
      },
    ]),
  ) as unknown as StatementMessages;
  return { messages: remembering, messageOf: (sentence) => said.get(sentence) ?? null };
}
