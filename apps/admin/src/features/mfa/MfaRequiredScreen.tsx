import { Button } from '@mantine/core';
import { ADMIN_MESSAGES } from '@margin/core';
import { AuthCard } from '../shared/AuthCard';
import { useLogout } from '../session/use-logout';
import { MfaSetup } from './MfaSetup';

/** ADMIN_REQUIRE_MFA=true and this admin has no second factor yet: set it up before anything else. */
export function MfaRequiredScreen() {
  const { logout } = useLogout();
  return (
    <AuthCard title="Set up two-factor authentication" subtitle={ADMIN_MESSAGES.mfaSetupRequired} width={460}>
      <MfaSetup />
      <Button variant="subtle" onClick={() => void logout()}>
        Logout
      </Button>
    </AuthCard>
  );
}
