import { TRPCError } from '@trpc/server';
import { CalculationError } from '@margin/core';
import { BillingError } from './services/payments/errors';

/**
 * The one place where errors of the domain (the engine's, the card processor's) become tRPC errors, so every
 * router answers them alike: the engine's refusal is a 400 naming the field in a sentence, a billing refusal
 * keeps its code and words. Anything else passes through untouched (a bug stays a logged 500).
 */
export function toTRPCError(error: unknown): unknown {
  if (error instanceof CalculationError) {
    return new TRPCError({ code: 'BAD_REQUEST', message: fieldSentence([error.field], error.message) });
  }
  if (error instanceof BillingError) return new TRPCError({ code: error.code, message: error.message });
  return error;
}

/** Runs `work`, answering its domain errors as tRPC errors (sync and async alike). */
export async function withDomainErrors<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toTRPCError(error);
  }
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
