import { compileMessage as compileLingui } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile';

// The messages' own shapes: the small compiler must read them exactly as Lingui's full one does.
const SAMPLES = [
  'Start Free Trial',
  'Signed in as {email}',
  "Don't lose your work",
  "It''s '{'literal'}' text",
  '{count, plural, one {# product} other {# products}}',
  '{count, plural, =0 {No sales yet} one {One sale} other {# sales, {total}}}',
  '{kind, select, shop {Your shop} other {Your account}}',
  'Read the <0>privacy policy</0> first',
  '{n, number} items, {share, number, percent}',
];

describe('compileMessage', () => {
  it.each(SAMPLES)('compiles %s as Lingui does', (source) => {
    expect(compileMessage(source)).toEqual(compileLingui(source));
  });

  it('refuses an unbalanced message rather than showing half of it', () => {
    expect(() => compileMessage('Total: {amount')).toThrow();
    expect(() => compileMessage('Total}')).toThrow();
  });
});
