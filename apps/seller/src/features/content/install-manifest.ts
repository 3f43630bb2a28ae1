import { msg } from '@lingui/core/macro';

/**
 * The installed app's name and description (the web app manifest), translated in the catalogues like every
 * other text of the app. Nothing in the app reads them: the build writes one manifest per language from the
 * catalogues (localized-manifests.ts), finding each by its id. English is the spec's name, word for word.
 */
export const INSTALL_MANIFEST = {
  name: msg({ id: 'manifest.name', message: 'Margin — Etsy fee & profit calculator' }),
  short_name: msg({ id: 'manifest.short_name', message: 'Margin' }),
  description: msg({
    id: 'manifest.description',
    message: 'Work out marketplace fees, payment processing, taxes and your real profit before you list.',
  }),
};
