import type { ModalProps } from '@mantine/core';

/** One look for every dialog of the app: centred, roomy, a real heading, and a close button with a name. */
export const DIALOG_PROPS = {
  centered: true,
  size: 460,
  radius: 'lg',
  padding: 'lg',
  closeButtonProps: { 'aria-label': 'Close' },
  styles: { title: { fontSize: 22, fontWeight: 700, letterSpacing: -0.3 } },
} satisfies Partial<ModalProps>;
