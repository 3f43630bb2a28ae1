import { describe, expect, it } from 'vitest';
import { accountLabel, avatarLetter } from './profile-items';

describe('profile menu labels', () => {
  it("says 'Pro Account' for a password account and 'Trial Account' otherwise", () => {
    expect(accountLabel({ account_type: 'full' })).toBe('Pro Account');
    expect(accountLabel({ account_type: 'trial' })).toBe('Trial Account');
  });

  it("shows the e-mail's first letter", () => {
    expect(avatarLetter('maker@example.com')).toBe('M');
    expect(avatarLetter('  ')).toBe('?');
  });
});
