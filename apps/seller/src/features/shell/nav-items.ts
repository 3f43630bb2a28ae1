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
  | { kind: 'modal'; title: string; content: MenuContentId }
  | { kind: 'email'; template: EmailTemplate };

export interface NavItem {
  id: string;
  label: string;
  action: NavAction;
}

export interface NavMenu {
  id: string;
  label: string;
  items: NavItem[];
}

const modal = (id: MenuContentId, label: string): NavItem => ({
  id,
  label,
  action: { kind: 'modal', title: label, content: id },
});
const email = (id: ContactId, label: string): NavItem => ({
  id,
  label,
  action: { kind: 'email', template: EMAIL_TEMPLATES[id] },
});

/** The top navigation of core spec §2.2, as data shared by the desktop menus and the mobile drawer. */
export const NAV_MENUS: NavMenu[] = [
  {
    id: 'tools',
    label: 'Tools',
    items: [
      {
        id: 'basic-calculator',
        label: 'Basic Calculator',
        action: { kind: 'section', section: 'calculator' },
      },
      {
        id: 'advanced-analytics',
        label: 'Advanced Analytics',
        action: { kind: 'advanced', tab: 'dashboard' },
      },
      {
        id: 'multi-product',
        label: 'Multi-Product Calculator',
        action: { kind: 'advanced', tab: 'multi-product' },
      },
      {
        id: 'market-research',
        label: 'Market Research',
        action: { kind: 'advanced', tab: 'market-research' },
      },
      // Export & Share has no tab of its own in Advanced mode: its dialog says where the exports are.
      modal('export-share', 'Export & Share'),
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    items: [
      modal('help-center', 'Help Center'),
      modal('calculator-guide', 'Calculator Guide'),
      modal('pricing-strategies', 'Pricing Strategies'),
      modal('seller-tips', 'Seller Tips'),
    ],
  },
  {
    id: 'about',
    label: 'About',
    items: [
      modal('how-it-works', 'How It Works'),
      modal('why-the-product', 'Why Margin'),
      modal('accuracy-trust', 'Accuracy & Trust'),
      modal('privacy-policy', 'Privacy Policy'),
      modal('terms-of-service', 'Terms of Service'),
    ],
  },
  {
    id: 'contact',
    label: 'Contact',
    items: [
      email('get-support', 'Get Support'),
      email('send-feedback', 'Send Feedback'),
      email('report-bug', 'Report a Bug'),
      email('feature-request', 'Feature Request'),
    ],
  },
];

/** A new e-mail to support with the template's subject and body filled in. */
export function mailtoHref({ subject, body }: EmailTemplate): string {
  const query = `subject=${encodeURIComponent(`Margin: ${subject}`)}&body=${encodeURIComponent(body)}`;
  return `mailto:${SUPPORT_EMAIL}?${query}`;
}
