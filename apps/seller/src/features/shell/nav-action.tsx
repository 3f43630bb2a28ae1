import { msg } from '@lingui/core/macro';
import { ScrollArea } from '@mantine/core';
import { i18n } from '../../i18n/runtime';
import { notifications } from '@mantine/notifications';
import { deferredModals } from '@margin/ui';
import { openAdvancedMode } from '../advanced/advanced-address';
import { DIALOG_PROPS } from './dialog-props';
import { mailtoHref, type NavAction, type Section } from './nav-items';

export const MENU_LOAD_FAILED = msg`Could not open this page. Please reload the app.`;

/** A menu dialog's reading matter, loaded on first use and shown in a dialog. */
async function openContentDialog(action: Extract<NavAction, { kind: 'modal' }>): Promise<void> {
  // Reading matter loads on first use (the service worker keeps it for offline use): none of it is needed to
  // price an item, so it stays out of the first download.
  const content = await import('../content/menu-content').catch(() => null);
  if (!content) {
    // After a deploy the old chunk may be gone: say so rather than leave the click doing nothing.
    notifications.show({ color: 'red', title: i18n._(action.title), message: i18n._(MENU_LOAD_FAILED) });
    return;
  }
  const Content = content.MENU_CONTENT[action.content];
  deferredModals.open({
    ...DIALOG_PROPS,
    // Wider than a form, and long ones scroll inside the dialog under a fixed title.
    size: 600,
    scrollAreaComponent: ScrollArea.Autosize,
    title: i18n._(action.title),
    children: <Content />,
  });
}

/**
 * What a menu item does: switch the section, open Advanced mode on its tab (core spec §2.2), open its dialog,
 * or start an e-mail.
 */
export function runNavAction(action: NavAction, setSection: (section: Section) => void): void {
  switch (action.kind) {
    case 'section':
      setSection(action.section);
      return;
    case 'advanced':
      openAdvancedMode(action.tab);
      return;
    case 'email':
      window.location.href = mailtoHref(action.template);
      return;
    case 'modal':
      void openContentDialog(action);
  }
}
