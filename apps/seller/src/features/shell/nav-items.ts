import { EMAIL_TEMPLATES, type ContactId, type EmailTemplate } from '../content/email-templates';
import type { MenuContentId } from '../content/menu-content';
import type { AdvancedTab } from '../calculator/display-mode';
import { SUPPORT_EMAIL } from '../../lib/support';

/** Sections of the main app, switched by value rather than by route (core spec §2.1). */
export const SECTIONS = ['calculator', 'tools', 'analytics', 'settings', 'account', 'help'] as const;
export type Section = (typeof SECTIONS)[number];

export type NavAction = (
  | { kind: 'section'; section: Section }
  | { kind: 'modal'; title: string; content: MenuContentId }
  | { kind: 'email'; template: EmailTemplate }
) & {
  /** An advanced action (core spec §2.2) also switches the calculator to Advanced mode on this tab. */
  advancedTab?: AdvancedTab;
};

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

const modal = (id: MenuContentId, label: string, advancedTab?: AdvancedTab): NavItem => ({
  id,
  label,
  action: { kind: 'modal', title: label, content: id, advancedTab },
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
        action: { kind: 'section', section: 'analytics', advancedTab: 'analytics' },
      },
      {
        id: 'multi-product',
        label: 'Multi-Product Calculator',
        action: { kind: 'section', section: 'tools', advancedTab: 'multi-product' },
      },
      modal('market-research', 'Market Research', 'market-research'),
      modal('export-share', 'Export & Share', 'export-share'),
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
