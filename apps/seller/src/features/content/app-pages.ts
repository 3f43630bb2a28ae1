import { msg } from '@lingui/core/macro';
import { localized } from '../../i18n/localized';

const LABELS = localized({
  help: msg`Help Center`,
  privacy: msg`Privacy Policy`,
  terms: msg`Terms of Service`,
});

/** The app's own static pages (core spec §2.1), linked from the footer and from each other, named in the language on screen. */
export const APP_PAGES = [
  {
    get label() {
      return LABELS.help;
    },
    href: '/help',
  },
  {
    get label() {
      return LABELS.privacy;
    },
    href: '/privacy',
  },
  {
    get label() {
      return LABELS.terms;
    },
    href: '/terms',
  },
] as const;

export const PAGE_TITLES = LABELS;
