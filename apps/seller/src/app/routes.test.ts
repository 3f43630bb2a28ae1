import { describe, expect, it } from 'vitest';
import { pageFor } from './routes';

describe('pageFor', () => {
  it.each([
    ['/', 'app'],
    ['/calc', 'app'],
    ['/payment/success', 'payment-success'],
    ['/payment/success/', 'payment-success'],
    ['/payment/cancel', 'payment-cancel'],
    ['/reset-password', 'reset-password'],
    ['/sign-in', 'sign-in'],
    ['/no/such/page', 'app'],
  ])('%s is the %s page', (path, page) => {
    expect(pageFor(path)).toBe(page);
  });
});
