import { msg } from '@lingui/core/macro';
import { localized } from '../../i18n/localized';
/** The shared view's words (core spec §2.10, §8). Quoted spec texts are exact; the rest is ours. */
export const SHARED_VIEW_TEXTS = localized({
  documentTitle: msg`Shared calculation — Margin`,
  heading: msg`Shared calculation`,
  intro: msg`A read-only snapshot of an Etsy fee and profit calculation made with Margin.`,
  openInCalculator: msg`Open in Calculator`,
  loading: msg`Loading shared calculation...`,
  note: msg`Note`,
  pricing: msg`Pricing`,
  costs: msg`Costs`,
  profitAnalysis: msg`Profit Analysis`,
  configuration: msg`Configuration`,
  freeShipping: msg`Free Shipping Enabled`,
  totalCosts: msg`Total Costs`,
  homeLink: msg`Work out your own Etsy fees with Margin`,
  goHome: msg`Go to Home`,
  tryAgain: msg`Try again`,
  notFoundTitle: msg`Link not found`,
  notFound: msg`Share not found. It may have been deleted or the link is incorrect.`,
  goneTitle: msg`Link no longer available`,
  gone: msg`This share has expired or been revoked.`,
  failed: msg`Failed to load shared calculation`,
  unreachable: msg`The server could not be reached. Check your connection and try again.`,
});
