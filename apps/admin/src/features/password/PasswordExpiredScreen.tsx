import { Button } from '@mantine/core';
import { ADMIN_MESSAGES } from '@margin/core';
import { AuthCard } from '../shared/AuthCard';
import { useLogout } from '../session/use-logout';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Spec §9: an expired password must be changed before anything else (the server refuses the rest with 403). */
export function PasswordExpiredScreen({ username }: { username: string }) {
  const { logout } = useLogout();
  return (
    <AuthCard title="Change your password" subtitle={ADMIN_MESSAGES.passwordExpired} width={460}>
      <ChangePasswordForm
        username={username}
        secondary={
          <Button variant="default" onClick={() => void logout()}>
            Logout
          </Button>
        }
      />
    </AuthCard>
  );
}
