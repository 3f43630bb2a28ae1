import { Alert, Stack } from '@mantine/core';
import { ADMIN_MESSAGES } from '@margin/core';
import { AdminModal } from '../shared/AdminModal';
import { MfaDisableForm } from './MfaDisableForm';
import { MfaSetup } from './MfaSetup';

export interface MfaModalProps {
  opened: boolean;
  onClose: () => void;
  enabled: boolean;
  /** ADMIN_REQUIRE_MFA on this server: it cannot be turned off. */
  required: boolean;
}

/** The second factor from the dashboard: set it up, or see that it is on (and turn it off where allowed). */
export function MfaModal({ opened, onClose, enabled, required }: MfaModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title="Two-factor authentication" size="md">
      {enabled ? (
        <Stack gap="md">
          <Alert color="teal" variant="light">
            Two-factor authentication is on for your account.
            {required && ` ${ADMIN_MESSAGES.mfaRequiredByServer}`}
          </Alert>
          {!required && <MfaDisableForm onDone={onClose} />}
        </Stack>
      ) : (
        <MfaSetup onDone={onClose} />
      )}
    </AdminModal>
  );
}
