import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mailtoHref, type NavAction, type Section } from './nav-items';

/** What a menu item does: switch the section, open its dialog, or start an e-mail. */
export function runNavAction(action: NavAction, setSection: (section: Section) => void): void {
  switch (action.kind) {
    case 'section':
      setSection(action.section);
      return;
    case 'email':
      window.location.href = mailtoHref(action.subject);
      return;
    case 'modal':
      modals.open({
        title: action.title,
        centered: true,
        children: <Text c="dimmed">Content coming soon...</Text>,
      });
  }
}
