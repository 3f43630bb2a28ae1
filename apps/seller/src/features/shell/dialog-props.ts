import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/runtime';
import type { ModalProps } from '@mantine/core';

/** One look for every dialog of the app: centred, roomy, a real heading, and a close button with a name. */
export const DIALOG_PROPS = {
  centered: true,
  size: 460,
  radius: 'lg',
  padding: 'lg',
  // Read when a dialog renders, so the close button is named in the language on screen.
  closeButtonProps: {
    get 'aria-label'() {
      return i18n._(msg`Close`);
    },
  },
  styles: { title: { fontSize: 22, fontWeight: 700, letterSpacing: -0.3 } },
} satisfies Partial<ModalProps>;
