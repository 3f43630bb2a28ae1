import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { createFakeApi, FakeApiError } from '@margin/ui/fake-api';
import { signedIn } from '../../test/admin-fixtures';
import { renderAdmin } from '../../test/render-admin';
import { MfaSetup } from './MfaSetup';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

describe('two-factor set-up', () => {
  it('shows the QR code and key, confirms a code, then shows the recovery codes once', async () => {
    signedIn();
    let codeAccepted = false;
    const api = createFakeApi({
      'admin.mfaSetup': () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Margin%20Admin:ops?secret=JBSWY3DPEHPK3PXP',
        qr_code_data_url: QR,
        issuer: 'Margin Admin',
        account: 'ops',
      }),
      'admin.mfaEnable': () => {
        if (!codeAccepted) {
          codeAccepted = true;
          throw new FakeApiError(400, ADMIN_MESSAGES.mfaCodeInvalid);
        }
        return { message: ADMIN_MESSAGES.mfaEnabled, recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] };
      },
      'admin.verify': () => ({}),
    });
    const onDone = vi.fn();
    renderAdmin(<MfaSetup onDone={onDone} />, api);

    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByAltText(/QR code/)).toHaveAttribute('src', QR);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Authentication code/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.mfaCodeInvalid);

    await userEvent.clear(screen.getByLabelText(/Authentication code/));
    await userEvent.type(screen.getByLabelText(/Authentication code/), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaa-bbbb', 'cccc-dddd']);
    expect(api.inputsOf('admin.mfaEnable')).toEqual([{ code: '111111' }, { code: '222222' }]);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(onDone).toHaveBeenCalled();
  });
});
