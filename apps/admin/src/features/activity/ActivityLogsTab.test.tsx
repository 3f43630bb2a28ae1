import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@margin/ui/fake-api';
import { signedIn } from '../../test/admin-fixtures';
import { renderAdmin } from '../../test/render-admin';
import { ActivityLogsTab } from './ActivityLogsTab';

describe('Activity Logs tab', () => {
  it('shows a name typed at a failed login escaped: no character in it hides or reorders anything', async () => {
    signedIn();
    const typed = 'ops\u202Enimda\nAdmin "root" logged in';
    renderAdmin(
      <ActivityLogsTab />,
      createFakeApi({
        'admin.activityLogs': () => ({
          logs: [
            {
              id: 'l1',
              admin_username: typed,
              action: 'login_failed',
              details: 'Failed admin login: a wrong username or password.',
              target_email: null,
              reason: null,
              timestamp: '2026-12-01T10:00:00.000Z',
            },
          ],
        }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Activity Logs' });
    expect(within(table).getByText('ops\\u{202E}nimda\\nAdmin "root" logged in')).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/[\u202E\n]/);
    expect(within(table).getByText('Login failed')).toBeInTheDocument();
  });
});
