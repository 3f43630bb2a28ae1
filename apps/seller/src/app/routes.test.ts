import { describe, expect, it } from 'vitest';
import { pageFor, shareIdFor } from './routes';

describe('pageFor', () => {
  it.each([
    ['/', 'app'],
    ['/calc', 'app'],
    ['/payment/success', 'payment-success'],
    ['/payment/success/', 'payment-success'],
    ['/payment/cancel', 'payment-cancel'],
    ['/reset-password', 'reset-password'],
    ['/oauth/callback', 'oauth-callback'],
    ['/sign-in', 'sign-in'],
    ['/help', 'help'],
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/s/AbC123_-xyz', 'shared'],
    ['/s/', 'app'],
    ['/no/such/page', 'app'],
  ])('%s is the %s page', (path, page) => {
    expect(pageFor(path)).toBe(page);
  });
});

describe('shareIdFor', () => {
  it('reads the share id from /s/{id}, with or without a trailing slash', () => {
    expect(shareIdFor('/s/AbC123_-xyz')).toBe('AbC123_-xyz');
    expect(shareIdFor('/s/AbC123_-xyz/')).toBe('AbC123_-xyz');
    expect(shareIdFor('/s/a/b')).toBeNull();
    expect(shareIdFor('/calc')).toBeNull();
  });
});
