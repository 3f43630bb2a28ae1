import { msg, plural, t } from '@lingui/core/macro';
import {
  countryName,
  ENGLISH_CSV_WORDS,
  isEnglish,
  type CsvReadProblem,
  type CsvWords,
  type CurrencyRefusal,
  type FileWords,
  type RowWords,
  type ValueProblem,
} from '@margin/core';
import { i18n } from '../../../i18n/runtime';
import { localized } from '../../../i18n/localized';
import { statementMessages } from '../reconcile/reconcile-messages';
import { auditWords, orderAdviceWords } from './advice-messages';
import { FORMAT_TEXTS } from './csv-tool-texts';

/**
 * What core's CSV tools and the statement reconciliation write about a seller's file, in the seller's language:
 * the analyses run with these words (in the worker, or in the page), so their errors, warnings and advice arrive
 * already translated. English is core's own words, the very text the API answers with.
 */

/** A cell's value that cannot be read: the cell as the file wrote it, and why. */
function valueProblem({ code, text, digits = 0 }: ValueProblem): string {
  switch (code) {
    case 'not_money':
      return t`‘${text}’ is not an amount of money`;
    case 'not_amount_characters':
      return t`‘${text}’ has characters that are not part of an amount`;
    case 'decimals':
      return plural(digits, {
        one: `‘${text}’ has more than # decimal place`,
        other: `‘${text}’ has more than # decimal places`,
      });
    case 'too_large_amount':
      return t`‘${text}’ is too large an amount`;
    case 'negative_quantity':
      return t`‘${text}’ is not a quantity of zero or more`;
    case 'not_quantity':
      return t`‘${text}’ is not a quantity`;
    case 'not_whole':
      return t`‘${text}’ is not a whole number`;
    case 'too_large_quantity':
      return t`‘${text}’ is too large a quantity`;
    case 'date_form':
      return t`‘${text}’ is not a date in the form MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD`;
    case 'calendar_date':
      return t`‘${text}’ is not a date on the calendar (month first: MM/DD/YY)`;
    case 'not_yes_no':
      return t`‘${text}’ is not yes or no`;
  }
}

/** Where the file's text breaks CSV's rules; `record` counts the file's records, blank ones included. */
function readProblem(problem: CsvReadProblem): string {
  switch (problem.code) {
    case 'unterminated_quote': {
      const { record } = problem;
      return t`Record ${record}: Quoted field unterminated.`;
    }
    case 'malformed_quote': {
      const { record } = problem;
      return t`Record ${record}: Trailing quote on quoted field is malformed.`;
    }
    case 'not_text':
      return t`The CSV data is not text.`;
    case 'unreadable':
      return t`The CSV data could not be read.`;
  }
}

/** The order-level amounts a row may repeat with another value. */
const AMOUNT_NAMES = localized({
  discount: msg({ message: 'discount', context: 'order amount' }),
  shipping: msg({ message: 'shipping', context: 'order amount' }),
  shippingDiscount: msg({ message: 'shipping discount', context: 'order amount' }),
  giftWrap: msg({ message: 'gift wrap', context: 'order amount' }),
  buyerTax: msg({ message: 'sales tax', context: 'order amount' }),
  chargedProcessing: msg({ message: 'card processing fees', context: 'order amount' }),
  couponCode: msg({ message: 'coupon code', context: 'order amount' }),
  offsiteAds: msg({ message: 'offsite ads', context: 'order amount' }),
  postage: msg({ message: 'postage cost', context: 'order amount' }),
});

const country = (r: CurrencyRefusal) => countryName(r.countryCode, r.countryName, i18n.locale);

function fileWords(): FileWords {
  return {
    empty: t`Please upload or paste CSV data`,
    missingColumns: (needs) => {
      const parts = needs
        .map((need) => {
          const label = FORMAT_TEXTS[need.format];
          const columns = need.columns.join(', ');
          return t`${label} needs the columns ${columns}`;
        })
        .join('. ');
      return t`The file's columns were not recognised. ${parts}.`;
    },
    unknownCountry: (code) => t`The country ${code} is not one the fee tables cover.`,
    readProblem,
  };
}

function rowWords(): RowWords {
  return {
    cell: (row, column, problem) => t`Row ${row}, column ‘${column}’: ${problem}.`,
    value: valueProblem,
    empty: t({ message: 'is empty', context: 'csv cell' }),
    emptyOrderId: t`is empty; every line needs the order it belongs to`,
    amountCurrency: (r) => {
      const { found, currency } = r;
      const name = country(r);
      return t`is in ${found}, but the analysis is in ${currency} (${name}): choose the country your shop is paid in`;
    },
    currencyCell: (r) => {
      const { found, currency } = r;
      const name = country(r);
      return t`is ${found}, but the analysis is in ${currency} (${name}): choose the country your shop is paid in`;
    },
    negativePrice: (row) => t`Row ${row}: the price is negative; a listing's price is what a buyer pays.`,
    defaultCost: (count, rows) =>
      rows === 'listings'
        ? plural(count, {
            one: '# listing uses the default cost per item: the file gives no cost and no saved product matches by SKU or title.',
            other:
              '# listings use the default cost per item: the file gives no cost and no saved product matches by SKU or title.',
          })
        : plural(count, {
            one: '# item line uses the default cost per item: the file gives no cost and no saved product matches by SKU or title.',
            other:
              '# item lines use the default cost per item: the file gives no cost and no saved product matches by SKU or title.',
          }),
    noCost: (count, rows) =>
      rows === 'listings'
        ? plural(count, {
            one: '# listing has no cost at all: enter a default cost per item, or save the product in the multi-product table, for a true profit.',
            other:
              '# listings have no cost at all: enter a default cost per item, or save the product in the multi-product table, for a true profit.',
          })
        : plural(count, {
            one: '# item line has no cost at all: enter a default cost per item, or save the product in the multi-product table, for a true profit.',
            other:
              '# item lines have no cost at all: enter a default cost per item, or save the product in the multi-product table, for a true profit.',
          }),
    orderLeftOut: (order, rows) => {
      const list = rows.join(', ');
      return t`Order ${order} (rows ${list}) is left out: its fees depend on every line of the order.`;
    },
    orderDisagrees: (order, row, amount) => {
      const name = AMOUNT_NAMES[amount];
      return t`Order ${order}: row ${row} gives another ${name} than the order's first row; the first row's is used (order-level amounts repeat on every line).`;
    },
    untitledListing: (row) => t`Untitled listing (row ${row})`,
    untitledItem: (row) => t`Untitled item (row ${row})`,
    orderOfItems: (quantity) => plural(quantity, { one: 'Order of # item', other: 'Order of # items' }),
    refundOrAdjustment: t({ message: 'Refund or adjustment', context: 'export line' }),
  };
}

/** The words core's CSV analyses and the statement reconciliation write with, in the active language. */
export function csvWords(): CsvWords {
  const locale = i18n.locale;
  if (isEnglish(locale)) return ENGLISH_CSV_WORDS;
  return {
    locale,
    file: fileWords(),
    rows: rowWords(),
    audit: auditWords(),
    orders: orderAdviceWords(),
    statement: statementMessages(),
  };
}
