import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZForgotPasswordInputSchema, ZSignInLinkInputSchema } from '@margin/core';
import { describeZodError } from './zod-detail';

function detailOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return describeZodError(result.error);
}

describe('describeZodError: every message a seller or an API caller reads is a sentence', () => {
  it('keeps a message written for people, without a raw field name in front', () => {
    expect(detailOf(ZForgotPasswordInputSchema, { email: 'not-an-address' })).toBe(
      'Please enter a valid email address.',
    );
  });

  it("words zod's own messages: a missing field, a wrong type", () => {
    expect(detailOf(ZSignInLinkInputSchema, {})).toBe('Token is required.');
    expect(detailOf(ZSignInLinkInputSchema, { token: 42 })).toBe('Token must be text.');
    expect(detailOf(z.object({ remember_me: z.boolean() }), { remember_me: 'yes' })).toBe(
      'Remember me must be true or false.',
    );
    expect(detailOf(z.object({ quantity: z.number().min(1) }), { quantity: 0 })).toBe(
      'Quantity must be at least 1.',
    );
  });

  it("puts the field's name in front of a rule's fragment, from the last part of a nested path", () => {
    expect(
      detailOf(
        z.object({ calc: z.object({ unit_price: z.number().refine(() => false, 'must be positive') }) }),
        {
          calc: { unit_price: 1 },
        },
      ),
    ).toBe('Unit price must be positive.');
  });

  it('never answers a raw path or a colon-separated field name', () => {
    for (const input of [{}, { token: 1 }, { token: null }, { token: ['a'] }]) {
      expect(detailOf(ZSignInLinkInputSchema, input)).not.toMatch(/^[a-z_.]+:/);
    }
  });
});
