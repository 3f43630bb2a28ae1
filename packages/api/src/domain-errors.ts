import { TRPCError } from '@trpc/server';
import { CalculationError } from '@margin/core';
import { BillingError } from './services/payments/errors';

/**
 * The one place where errors of the domain (the engine's, the card processor's) become tRPC errors, so every
 * procedure answers them alike (the base procedure's middleware applies it to whatever a handler throws): the
 * engine's refusal is a 400 naming the field in a sentence, a billing refusal keeps its code and words. Anything
 * else passes through untouched (a bug stays a logged 500).
 */
export function toTRPCError(error: unknown): unknown {
  // tRPC hands a middleware what a handler threw wrapped as a 500 whose cause is the original error.
  const thrown = error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR' ? error.cause : error;
  if (thrown instanceof CalculationError) {
    return new TRPCError({ code: 'BAD_REQUEST', message: fieldSentence([thrown.field], thrown.message) });
  }
  if (thrown instanceof BillingError) return new TRPCError({ code: thrown.code, message: thrown.message });
  return error;
}

/** 'selling_price' → 'Selling price', 'calc.costs.product' → 'Product' (the last name is the one a reader knows). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string') ?? '';
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/**
 * One sentence for a refusal about a field. A message written as a sentence for people ('Please enter a valid
 * email address') is kept as it is; a rule's fragment ('must be a number') gets the field's name in front of it:
 * 'Selling price must be a number.'
 */
export function fieldSentence(path: readonly PropertyKey[], message: string): string {
  const text = message.trim();
  const sentence = /^[A-Z]/.test(text) ? text : `${fieldLabel(path) || 'This value'} ${text}`.trim();
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
