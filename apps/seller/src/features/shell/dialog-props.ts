import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/runtime';
import type { ModalProps } from '@mantine/core';

/** A close button's name (a dialog's, a notification's), read as it is drawn so it is in the language on screen. */
export const closeLabel = () => i18n._(msg`Close`);

/** One look for every dialog of the app: centred, roomy, a real heading, and a close button with a name. */
export const DIALOG_PROPS = {
  centered: true,
  size: 460,
  radius: 'lg',
  padding: 'lg',
  closeButtonProps: {
    get 'aria-label'() {
      return closeLabel();
    },
  },
  styles: { title: { fontSize: 22, fontWeight: 700, letterSpacing: -0.3 } },
} satisfies Partial<ModalProps>;
