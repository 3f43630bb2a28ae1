/**
 * The statement reconciliation's sentences about the seller's files (errors and warnings), each a function of its
 * parameters: the API keeps the English below word for word, the seller app passes its own language's.
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
}

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
};
