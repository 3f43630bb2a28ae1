import { Button } from '@mantine/core';
import { AdminModal } from '../shared/AdminModal';
import { ChangePasswordForm } from './ChangePasswordForm';

export interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
  username: string;
}

/** Spec §2: a Change Password modal, open from the header or from the expiry banner. */
export function ChangePasswordModal({ opened, onClose, username }: ChangePasswordModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title="Change Password" size="md">
      <ChangePasswordForm
        username={username}
        onChanged={onClose}
        secondary={
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </AdminModal>
  );
}
