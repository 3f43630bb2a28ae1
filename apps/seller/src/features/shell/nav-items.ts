import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EMAIL_TEMPLATES, type ContactId, type EmailTemplate } from '../content/email-templates';
import type { MenuContentId } from '../content/menu-content';
import type { AdvancedTabId } from '../advanced/advanced-address';
import { SUPPORT_EMAIL } from '../../lib/support';

/** Sections of the main app, switched by value rather than by route (core spec §2.1). */
export const SECTIONS = ['calculator', 'tools', 'analytics', 'settings', 'account', 'help'] as const;
export type Section = (typeof SECTIONS)[number];

export type NavAction =
  | { kind: 'section'; section: Section }
  /** An advanced action (core spec §2.2): Advanced mode on the matching tab. */
  | { kind: 'advanced'; tab: AdvancedTabId }
  | { kind: 'modal'; title: MessageDescriptor; content: MenuContentId }
  | { kind: 'email'; template: EmailTemplate };

export interface NavItem {
  id: string;
  label: MessageDescriptor;
  action: NavAction;
}

export interface NavMenu {
  id: string;
  label: MessageDescriptor;
  items: NavItem[];
}

const modal = (id: MenuContentId, label: MessageDescriptor): NavItem => ({
  id,
  label,
  action: { kind: 'modal', title: label, content: id },
});
const email = (id: ContactId, label: MessageDescriptor): NavItem => ({
  id,
  label,
  action: { kind: 'email', template: EMAIL_TEMPLATES[id] },
});

/** The top navigation of core spec §2.2, as data shared by the desktop menus and the mobile drawer. */
export const NAV_MENUS: NavMenu[] = [
  {
    id: 'tools',
    label: msg`Tools`,
    items: [
      {
        id: 'basic-calculator',
        label: msg`Basic Calculator`,
        action: { kind: 'section', section: 'calculator' },
      },
      {
        id: 'advanced-analytics',
        label: msg`Advanced Analytics`,
        action: { kind: 'advanced', tab: 'dashboard' },
      },
      {
        id: 'multi-product',
        label: msg`Multi-Product Calculator`,
        action: { kind: 'advanced', tab: 'multi-product' },
      },
      {
        id: 'market-research',
        label: msg`Market Research`,
        action: { kind: 'advanced', tab: 'market-research' },
      },
      // Export & Share has no tab of its own in Advanced mode: its dialog says where the exports are.
      modal('export-share', msg`Export & Share`),
    ],
  },
  {
    id: 'resources',
    label: msg`Resources`,
    items: [
      modal('help-center', msg`Help Center`),
      modal('calculator-guide', msg`Calculator Guide`),
      modal('pricing-strategies', msg`Pricing Strategies`),
      modal('seller-tips', msg`Seller Tips`),
    ],
  },
  {
    id: 'about',
    label: msg`About`,
    items: [
      modal('how-it-works', msg`How It Works`),
      modal('why-the-product', msg`Why Margin`),
      modal('accuracy-trust', msg`Accuracy & Trust`),
      modal('privacy-policy', msg`Privacy Policy`),
      modal('terms-of-service', msg`Terms of Service`),
    ],
  },
  {
    id: 'contact',
    label: msg`Contact`,
    items: [
      email('get-support', msg`Get Support`),
      email('send-feedback', msg`Send Feedback`),
      email('report-bug', msg`Report a Bug`),
      email('feature-request', msg`Feature Request`),
    ],
  },
];

/**
 * A new e-mail to support with the template's subject and body filled in. The subject is the seller's words with
 * the English ones after them in brackets ('Margin: Fehlerbericht (Bug report)'): support's inbox is sorted by the
 * English words, which an English subject already is.
 */
export function mailtoHref({ subject, supportSubject, body }: EmailTemplate): string {
  const words = subject === supportSubject ? subject : `${subject} (${supportSubject})`;
  // The product's name, as every e-mail subject of Margin starts.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const query = `subject=${encodeURIComponent(`Margin: ${words}`)}&body=${encodeURIComponent(body)}`;
  return `mailto:${SUPPORT_EMAIL}?${query}`;
}
