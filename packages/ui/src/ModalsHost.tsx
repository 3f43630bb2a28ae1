import { ModalsProvider, useModals } from '@mantine/modals';
import { useEffect } from 'react';

/** What the deferred modals' host hands over: its provider's functions, or null as it leaves. */
export type ModalsConnection = (modals: ReturnType<typeof useModals> | null) => void;

function Connect({ onConnect }: { onConnect: ModalsConnection }) {
  const modals = useModals();
  useEffect(() => {
    onConnect(modals);
  }, [modals, onConnect]);
  useEffect(() => () => onConnect(null), [onConnect]);
  return null;
}

/**
 * Mantine's modals provider, with the Modal, its focus trap, overlay, transitions and scroll lock: loaded on demand
 * by DeferredModals. Nothing here reads the provider's context but `Connect`, so it needs no children.
 */
export function ModalsHost({ onConnect }: { onConnect: ModalsConnection }) {
  return (
    <ModalsProvider>
      <Connect onConnect={onConnect} />
    </ModalsProvider>
  );
}
