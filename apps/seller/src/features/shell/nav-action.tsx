import { ScrollArea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DIALOG_PROPS } from './dialog-props';
import { mailtoHref, type NavAction, type Section } from './nav-items';

/** What a menu item does: switch the section, open its dialog, or start an e-mail. */
export function runNavAction(action: NavAction, setSection: (section: Section) => void): void {
  switch (action.kind) {
    case 'section':
      setSection(action.section);
      return;
    case 'email':
      window.location.href = mailtoHref(action.template);
      return;
    case 'modal':
      // Reading matter loads on first use (the service worker keeps it for offline use): none of it is
      // needed to price an item, so it stays out of the first download.
      void import('../content/menu-content').then(({ MENU_CONTENT }) => {
        const Content = MENU_CONTENT[action.content];
        modals.open({
          ...DIALOG_PROPS,
          // Wider than a form, and long ones scroll inside the dialog under a fixed title.
          size: 600,
          scrollAreaComponent: ScrollArea.Autosize,
          title: action.title,
          children: <Content />,
        });
      });
  }
}
