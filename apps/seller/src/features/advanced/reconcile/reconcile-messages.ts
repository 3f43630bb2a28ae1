import { msg, plural, t } from '@lingui/core/macro';
import {
  countryName,
  ENGLISH_RECONCILIATION_EXPORT_WORDS,
  isEnglish,
  sayStatementMessage,
  type ReconciliationCsvColumn,
  type ReconciliationExportWords,
  type StatementColumn,
  type StatementMessages,
} from '@margin/core';
import { i18n } from '../../../i18n/runtime';
import { localized } from '../../../i18n/localized';
import type { Answer } from './money';
import { LINE_TEXTS, REASON_TEXTS } from './texts';

/**
 * The statement reconciliation's errors and warnings about the seller's files in the active language (core writes
 * them with these words). Column names are the ones the marketplace's statement heads them with in the language.
 */
const COLUMN_TITLES: Record<StatementColumn, string> = localized({
  date: msg({ message: 'Date', context: 'statement column' }),
  type: msg({ message: 'Type', context: 'statement column' }),
  title: msg({ message: 'Title', context: 'statement column' }),
  info: msg({ message: 'Info', context: 'statement column' }),
  currency: msg({ message: 'Currency', context: 'statement column' }),
  amount: msg({ message: 'Amount', context: 'statement column' }),
  fees: msg({ message: 'Fees & Taxes', context: 'statement column' }),
  net: msg({ message: 'Net', context: 'statement column' }),
});

const titles = (columns: readonly StatementColumn[]) =>
  columns.map((column) => COLUMN_TITLES[column]).join(', ');

export function statementMessages(): StatementMessages {
  return {
    lacksColumns: (columns) => {
      const names = titles(columns);
      const count = columns.length;
      return plural(count, {
        one: `This is not a monthly statement: it lacks the ${names} column.`,
        other: `This is not a monthly statement: it lacks the ${names} columns.`,
      });
    },
    noColumns: (columns) => {
      const names = titles(columns);
      return t`This is not a monthly statement: it has no ${names} columns.`;
    },
    cell: (row, column, problem) => {
      const name = COLUMN_TITLES[column];
      return t`Row ${row}, column ${name}: ${problem}.`;
    },
    notDate: (row, text) => {
      const name = COLUMN_TITLES.date;
      return t`Row ${row}, column ${name}: ‘${text}’ is not a date.`;
    },
    mixedCurrencies: (currencies) => {
      const list = currencies.join(', ');
      return t`The statement mixes currencies (${list}).`;
    },
    otherCurrency: (currency, code, englishName, countryCurrency) => {
      const name = countryName(code, englishName, i18n.locale);
      return t`The statement is in ${currency}, but ${name} is paid in ${countryCurrency}: its fees are modelled in ${currency}.`;
    },
    ordersFileRefused: (reason) => t`The orders file: ${reason}`,
    ordersFileRow: (problem) => t`Orders file: ${problem}`,
    currenciesDiffer: (statement, ordersFile) =>
      t`The statement is in ${statement} and the orders file in ${ordersFile}: they cannot be compared. Use the orders export of the same shop and period.`,
    unknownRow: (row, title) =>
      t`Row ${row}: ‘${title}’ is not a kind of row Margin knows; it is counted in the deposits only.`,
    notInOrdersFile: (order) =>
      t`Order ${order} is in the statement but not in the orders file; its fees are modelled from the statement.`,
    ledgerMixedCurrencies: (currencies) => {
      const list = currencies.join(', ');
      return t`The ledger mixes currencies (${list}).`;
    },
    unreadPayments: (count, max) =>
      plural(count, {
        one: `# order of the month beyond the first ${max} has its processing fee from the ledger: Margin reads at most ${max} payments a month.`,
        other: `# orders of the month beyond the first ${max} have their processing fee from the ledger: Margin reads at most ${max} payments a month.`,
      }),
  };
}

/**
 * The answer's warnings in the active language. The connected shop's answer gives each as its message's key and
 * arguments beside the server's English sentence: worded again here, the English kept for a key this app does not
 * know. A file's answer was worded on the device already.
 */
export function answerWarnings(answer: Answer): string[] {
  const keyed = answer.warning_messages;
  if (!keyed || isEnglish(i18n.locale)) return answer.warnings;
  const messages = statementMessages();
  return answer.warnings.map((sentence, i) => {
    const message = keyed[i];
    return (message ? sayStatementMessage(messages, message) : null) ?? sentence;
  });
}

const EXPORT_HEADINGS: Record<ReconciliationCsvColumn, string> = localized({
  order_id: msg({ message: 'Order ID', context: 'export column' }),
  month: msg({ message: 'Month', context: 'export column' }),
  line: msg({ message: 'Fee line', context: 'export column' }),
  currency: msg({ message: 'Currency', context: 'export column' }),
  modelled: msg({ message: 'Modelled', context: 'export column' }),
  charged: msg({ message: 'Charged', context: 'export column' }),
  difference: msg({ message: 'Difference', context: 'export column' }),
  reason: msg({ message: 'Reason', context: 'export column' }),
  modelled_from_files: msg({ message: 'Modelled from the files', context: 'export column' }),
});

/** The reconciliation's file in the active language: the words the screen shows; English as the answer spells it. */
export function reconciliationExportWords(): ReconciliationExportWords {
  if (isEnglish(i18n.locale)) return ENGLISH_RECONCILIATION_EXPORT_WORDS;
  return {
    headings: EXPORT_HEADINGS,
    lineKind: (kind) => LINE_TEXTS[kind],
    reason: (reason) => REASON_TEXTS[reason],
    yes: t({ message: 'yes', context: 'export cell' }),
    no: t({ message: 'no', context: 'export cell' }),
  };
}
