import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/runtime';
import { accountLabel, avatarLetter } from './profile-items';

describe('profile menu labels', () => {
  it("says 'Pro Account' only while Pro is paid for, not for a password alone", () => {
    expect(i18n._(accountLabel({ has_subscription: true }))).toBe('Pro Account');
    expect(i18n._(accountLabel({ has_subscription: false }))).toBe('Trial Account');
    // Still loading, or the status call failed: nothing claims Pro.
    expect(i18n._(accountLabel(undefined))).toBe('Trial Account');
  });

  it("shows the e-mail's first letter", () => {
    expect(avatarLetter('maker@example.com')).toBe('M');
    expect(avatarLetter('  ')).toBe('?');
  });
});
