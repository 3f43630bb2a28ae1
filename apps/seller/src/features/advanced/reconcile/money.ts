import { formatIsoDate, formatMajor, type TShopReconcileAnswer, type TStatementAnswer } from '@margin/core';

/** A statement's answer; the connected shop's also gives its warnings as messages, for the app to word. */
export type Answer = TStatementAnswer & Partial<Pick<TShopReconcileAnswer, 'warning_messages'>>;
export type AnswerOrder = Answer['orders'][number];
export type AnswerLine = AnswerOrder['lines'][number];

/** Amounts in the statement's currency, written as the seller's language writes money. */
export function moneyFor(currency: string, locale: string): (amount: number) => string {
  return (amount) => formatMajor(amount, currency || 'USD', locale);
}

/** "2026-03" as the seller's language names the month: "March 2026", "März 2026". */
export function monthName(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A statement's day in the seller's language; a date the statement wrote otherwise, as it wrote it. */
export function dateText(date: string, locale: string): string {
  try {
    return formatIsoDate(date, locale);
  } catch {
    return date;
  }
}
