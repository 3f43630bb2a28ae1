import { msg, plural, t } from '@lingui/core/macro';
import {
  countryName,
  findCountry,
  formatPercent,
  isEnglish,
  withArticle,
  type PriceAfterFees,
} from '@margin/core';
import { localized } from '../../../i18n/localized';

/** The multi-product table's words; the spec's quoted texts are English word for word in English. */
export const MULTI_PRODUCT_TEXTS = localized({
  title: msg`Seller Tools`,
  add: msg`+ Add Product`,
  saveAll: msg`Save All Products`,
  empty: msg`No saved products yet. Fill in the row below with a product’s costs and the margin you want, add the rest of your range with + Add Product, then Save All Products to keep them in your account.`,
  intro: msg`Price your whole range at once. The simple suggestion is cost ÷ (1 − margin) and ignores fees; beside it is the price that really leaves your margin once the marketplace has taken its fees. Each product is priced at that after-fees price until you type your own.`,
  loading: msg`Loading your products`,
  loadFailed: msg`Your saved products could not be loaded`,
  stillPrice: msg`You can still price products here.`,
  noAnswer: msg`The server could not be reached. Check your connection.`,
  tryAgain: msg`Try again`,
  feesOf: msg`Fees of`,
  feesOfHint: msg`Your shop’s country: its fees and currency price the rows`,
  offsiteAds: msg`Count offsite ads fee`,
  offsiteAdsHint: msg`15% of the order (12% from $10,000 a year), for sales that come through an ad`,
  table: msg`Your products`,
  actions: msg`Actions`,
  allSaved: msg`All products saved.`,
  saveShortcut: msg`Ctrl+S saves`,
  dismiss: msg`Dismiss`,
  unnamed: msg`Unnamed Product`,
});

export const limitText = (most: string) => t`You can keep up to ${most} products.`;
export const unsavedText = (count: number) =>
  plural(count, { one: '# product not saved yet', other: '# products not saved yet' });
export const invalidText = (count: number) =>
  plural(count, {
    one: 'One value needs fixing before saving: it is marked in the table.',
    other: '# values need fixing before saving: they are marked in the table.',
  });

/** A country of the fee table as the country field lists it: '🇩🇪 Deutschland (EUR)'. */
export function countryOption(code: string, locale: string): string {
  const country = findCountry(code);
  if (!country) return code;
  return `${country.flag} ${countryName(code, country.name, locale)} (${country.currency})`;
}

/** Why no price reaches the row's margin after fees (core says it in English; this in the seller's language). */
export function unreachableText(
  exact: Extract<PriceAfterFees, { reachable: false }>,
  feeCountry: string | null,
  locale: string,
): string {
  const percent = formatPercent(exact.marginPercent, locale);
  const margin = isEnglish(locale) ? withArticle(percent) : percent;
  if (exact.ceilingPercent === null) {
    return t`No price up to the calculator's limit reaches ${margin} margin after fees.`;
  }
  const ceiling = formatPercent(exact.ceilingPercent, locale);
  const country = feeCountry
    ? countryName(feeCountry, findCountry(feeCountry)?.name ?? feeCountry, locale)
    : '';
  return t`No price reaches ${margin} margin after fees in ${country}: fees take a share of every sale, so the margin stays below ${ceiling}.`;
}
