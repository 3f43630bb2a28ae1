import { Modal, type ModalProps } from '@mantine/core';

/** Mantine's modal with a close button screen readers can name (its icon alone has no text). */
export function AdminModal(props: ModalProps) {
  return <Modal closeButtonProps={{ 'aria-label': 'Close' }} {...props} />;
}
