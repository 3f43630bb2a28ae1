import { describe, expect, it } from 'vitest';
import { generatedLedger, MUG_ORDER, unknownLedgerEntry } from '../marketplace/ledger-fixture';
import { ZShopReconcileAnswerSchema } from './answer-schema';
import {
  ENGLISH_STATEMENT_MESSAGES,
  rememberingMessages,
  sayStatementMessage,
  type StatementMessages,
} from './messages';
import { ledgerReconciliation, ZShopReconcileSchema } from './shop-month';

/** German for the sentences a connected shop's month can say, as the seller app words them. */
const GERMAN: StatementMessages = {
  ...ENGLISH_STATEMENT_MESSAGES,
  otherCurrency: (currency, code, _name, countryCurrency) =>
    `Die Abrechnung ist in ${currency}, aber ${code} wird in ${countryCurrency} ausgezahlt.`,
  unknownRow: (row, title) => `Zeile ${row}: „${title}“ ist keine Zeilenart, die Margin kennt.`,
  ledgerMixedCurrencies: (currencies) => `Das Zahlungskonto mischt Währungen (${currencies.join(', ')}).`,
  unreadPayments: (count, max) =>
    `${count} Bestellungen nach den ersten ${max}: Gebühr aus dem Zahlungskonto.`,
};

/** A US shop's month with a type Margin does not know, 51 orders past the payments read, and a euro entry. */
function awkwardMonth(country: string, euros: boolean) {
  const { entries, payments } = generatedLedger([MUG_ORDER], { country: 'US', month: '2026-09' });
  const mystery = unknownLedgerEntry(entries[0]!);
  const euro = { ...mystery, entry_id: 'x2', ledger_type: 'prolist', currency: 'EUR' };
  return ledgerReconciliation(
    { entries: [...entries, mystery, ...(euros ? [euro] : [])], payments, unreadPayments: 51 },
    ZShopReconcileSchema.parse({ month: '2026-09', country_code: country }),
  );
}

describe('the connected shop’s warnings as messages', () => {
  it('answers each English warning again as its key and arguments, in the same order', () => {
    const answer = awkwardMonth('US', true);
    expect(answer.warnings).toEqual([
      'The ledger mixes currencies (USD, EUR).',
      "Row 3: 'Mystery charge (mystery_charge)' is not a kind of row Margin knows; it is counted in the deposits only.",
      '51 orders of the month beyond the first 50 have their processing fee from the ledger: Margin reads at most 50 payments a month.',
    ]);
    expect(answer.warning_messages).toEqual([
      { key: 'ledgerMixedCurrencies', args: [['USD', 'EUR']] },
      { key: 'unknownRow', args: [3, 'Mystery charge (mystery_charge)'] },
      { key: 'unreadPayments', args: [51, 50] },
    ]);
    expect(ZShopReconcileAnswerSchema.shape.warning_messages.parse(answer.warning_messages)).toEqual(
      answer.warning_messages,
    );
  });

  it('words them in another language from the keys, the ledger’s currency against the country’s too', () => {
    const answer = awkwardMonth('GB', false);
    expect(answer.warning_messages.map((message) => sayStatementMessage(GERMAN, message!))).toEqual([
      'Die Abrechnung ist in USD, aber GB wird in GBP ausgezahlt.',
      'Zeile 3: „Mystery charge (mystery_charge)“ ist keine Zeilenart, die Margin kennt.',
      '51 Bestellungen nach den ersten 50: Gebühr aus dem Zahlungskonto.',
    ]);
    expect(
      answer.warning_messages.map((message) => sayStatementMessage(ENGLISH_STATEMENT_MESSAGES, message!)),
    ).toEqual(answer.warnings);
  });

  it('says nothing for a key it does not know, nor for a sentence the messages did not write', () => {
    expect(sayStatementMessage(GERMAN, { key: 'newerWarning', args: [1] })).toBeNull();
    expect(sayStatementMessage(GERMAN, { key: 'toString', args: [] })).toBeNull();
    const { messages, messageOf } = rememberingMessages(ENGLISH_STATEMENT_MESSAGES);
    const sentence = messages.notInOrdersFile('4001');
    expect(messageOf(sentence)).toEqual({ key: 'notInOrdersFile', args: ['4001'] });
    expect(messageOf('Some other sentence.')).toBeNull();
  });
});
