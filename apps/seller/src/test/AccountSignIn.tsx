import { useAccount } from '../features/account/AccountProvider';
import { SignInDialog } from '../features/account/SignInDialog';

/** Tests only: the sign-in dialog wired to the account, as the app's layout has it. */
export function AccountSignIn() {
  const account = useAccount();
  return (
    <SignInDialog
      opened={account.signInOpened}
      onClose={account.closeSignIn}
      onSignedIn={account.completeSignIn}
      returning={account.returningAccount}
    />
  );
}
