import { findCountry } from '@margin/core';
import { useSelectedCountry } from '../calculator/use-countries';

/** The currency of the calculator's country on this device (the seller's last choice, else a guess). */
export function useSellerCurrency(): string {
  const [country] = useSelectedCountry();
  return findCountry(country)?.currency ?? 'USD'; // the spec's default currency (advanced spec §9)
}
