/** The product's name, the same in every language: the exports print it as their maker. */
export const BRAND = 'Margin';
