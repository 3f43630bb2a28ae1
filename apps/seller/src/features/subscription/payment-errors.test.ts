import { describe, expect, it } from 'vitest';
import { missingEmailCancelMessage, paymentErrorText } from './payment-errors';

const answered = (httpStatus: number, message: string) =>
  Object.assign(new Error(message), { data: { httpStatus } });

describe('payment modal errors (core spec §8)', () => {
  it('names the step that failed, with the server reason as a second line', () => {
    expect(
      paymentErrorText(
        'upgrade',
        answered(400, 'This account already has a password. Please enter that password to continue.'),
      ),
    ).toEqual({
      title: 'Failed to create account',
      detail: 'This account already has a password. Please enter that password to continue.',
    });
    expect(paymentErrorText('checkout', answered(409, 'You already have an active subscription.'))).toEqual({
      title: 'Failed to create checkout session',
      detail: 'You already have an active subscription.',
    });
  });

  it('has no second line without an answer, and falls back for anything else', () => {
    expect(paymentErrorText('checkout', new TypeError('Failed to fetch'))).toEqual({
      title: 'Failed to create checkout session',
      detail: null,
    });
    expect(paymentErrorText(null, new Error('boom'))).toEqual({
      title: 'Failed to start subscription',
      detail: null,
    });
  });

  it('words the missing-email cancel alert with the support address', () => {
    expect(missingEmailCancelMessage('support@margin.app')).toBe(
      'Unable to cancel subscription. User email not found. Please contact support at support@margin.app',
    );
  });
});
