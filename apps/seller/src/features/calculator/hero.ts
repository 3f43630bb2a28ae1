import { msg } from '@lingui/core/macro';
import { localized } from '../../i18n/localized';

/**
 * The calculator's headline. index.html paints the English words before the app's code arrives (the first thing a
 * seller on a slow phone sees, and the page's largest paint), so both read from here; a test keeps them equal.
 */
export const HERO = localized({
  title: msg`Know what you keep from every sale`,
  subtitle: msg`Every fee the marketplace takes, to the cent, and the price to charge for the profit you want.`,
});
