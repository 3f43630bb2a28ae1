/**
 * The calculator's headline. index.html paints the same words before the app's code arrives (the first thing a
 * seller on a slow phone sees, and the page's largest paint), so both read from here; a test keeps them equal.
 */
export const HERO_TITLE = 'Know what you keep from every sale';
export const HERO_SUBTITLE =
  'Every fee the marketplace takes, to the cent, and the price to charge for the profit you want.';
