import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAccount } from '../account/AccountProvider';
import { lazyDialog } from '../shell/lazy-dialog';

// Opened by an Upgrade or Subscription button: neither is needed for the first paint.
const SubscriptionModal = lazyDialog(
  () => import('./SubscriptionModal').then((m) => m.SubscriptionModal),
  'isOpen',
);
const ManageSubscriptionDialog = lazyDialog(
  () => import('./ManageSubscriptionDialog').then((m) => m.ManageSubscriptionDialog),
  'opened',
);

export interface SubscriptionDialogs {
  /** Opens the subscription (payment) modal; a visitor is asked to sign in first. */
  openPayment: () => void;
  /** Opens the Manage Subscription dialog; a visitor is asked to sign in first. */
  openManage: () => void;
}

const SubscriptionDialogsContext = createContext<SubscriptionDialogs | null>(null);

/** For any 'Upgrade' or 'Subscription' button anywhere in the app (core spec §7: the global open functions). */
export function useSubscriptionDialogs(): SubscriptionDialogs {
  const value = useContext(SubscriptionDialogsContext);
  if (!value) throw new Error('useSubscriptionDialogs() needs a <SubscriptionDialogsProvider> above it');
  return value;
}

export function SubscriptionDialogsProvider({ children }: { children: ReactNode }) {
  const { user, subscription, subscriptionLoading, openSignIn, updateUser, phase } = useAccount();
  const [open, setOpen] = useState<'payment' | 'manage' | null>(null);
  // What opened the first dialog (the header badge, an Upgrade button), for focus to go back to in the end.
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(
    (dialog: 'payment' | 'manage') => {
      if (!user) return openSignIn();
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(dialog);
    },
    [user, openSignIn],
  );
  const openPayment = useCallback(() => show('payment'), [show]);
  const openManage = useCallback(() => show('manage'), [show]);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo(() => ({ openPayment, openManage }), [openPayment, openManage]);

  return (
    <SubscriptionDialogsContext.Provider value={value}>
      {children}
      <SubscriptionModal
        isOpen={open === 'payment' && user !== null}
        onClose={close}
        onSuccess={(upgrade) => updateUser(upgrade)}
        currentUser={user}
      />
      <ManageSubscriptionDialog
        opened={open === 'manage' && user !== null}
        onClose={close}
        user={user}
        subscription={subscription}
        loading={phase === 'verifying' || subscriptionLoading}
        onUpgrade={() => {
          // The payment dialog replaces this one: when it closes, focus goes back to what opened this one,
          // not to this dialog's Upgrade button, which is gone by then.
          opener.current?.focus();
          setOpen('payment');
        }}
      />
    </SubscriptionDialogsContext.Provider>
  );
}
