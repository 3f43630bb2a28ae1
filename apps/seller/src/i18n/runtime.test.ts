import { setupI18n } from '@lingui/core';
import { compileMessage as compileLingui } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { i18n } from './runtime';

// The app's small runtime must say what @lingui/core says (the server's e-mails use it) for the same catalogue.
const CASES: [string, Record<string, unknown>][] = [
  ['Start Free Trial', {}],
  ['Signed in as {email}', { email: 'maria@example.com' }],
  ['{count, plural, one {# product} other {# products}}', { count: 1 }],
  ['{count, plural, one {# product} other {# products}}', { count: 1234 }],
  [
    '{count, plural, =0 {No sales yet} one {One sale} other {# sales for {total}}}',
    { count: 0, total: '€5' },
  ],
  [
    '{count, plural, =0 {No sales yet} one {One sale} other {# sales for {total}}}',
    { count: 7, total: '€5' },
  ],
  ['{kind, select, shop {Your shop} other {Your account}}', { kind: 'shop' }],
  ['{kind, select, shop {Your shop} other {Your account}}', { kind: 'else' }],
  ['{n, number} items', { n: 12345.5 }],
  ['{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { rank: 22 }],
];

describe('the app’s message runtime', () => {
  it.each(LOCALES)('formats as @lingui/core does in %s', (locale) => {
    const reference = setupI18n();
    const catalog = Object.fromEntries(CASES.map(([source], index) => [`m${index}`, compileLingui(source)]));
    reference.load(locale, catalog);
    reference.activate(locale);
    i18n.load(locale, catalog);
    i18n.activate(locale);
    try {
      CASES.forEach(([, values], index) => {
        expect(i18n._({ id: `m${index}`, values })).toBe(reference._({ id: `m${index}`, values }));
      });
    } finally {
      i18n.activate('en');
    }
  });

  it('shows the English text of a message no catalogue has yet', () => {
    i18n.load('de', {});
    i18n.activate('de');
    try {
      expect(i18n._({ id: 'new', message: 'Signed in as {email}', values: { email: 'a@b.c' } })).toBe(
        'Signed in as a@b.c',
      );
    } finally {
      i18n.activate('en');
    }
  });
});
