/**
 * Text colours dark enough for WCAG AA (4.5:1) on Mantine's light tints of the same hue (and on white), where
 * Mantine's own light-variant text reaches only 3.8 to 4.3:1: banner titles, notice lines, badges, Disconnect.
 */
export const READABLE_INK = {
  green: '#1e6b30',
  yellow: '#7a4a00',
  red: '#a51d1d',
  teal: '#06694b',
} as const;

/** How live marketplace data is marked (dashboard badge, market research badge and note). */
export const LIVE_DATA_TONE = { color: 'teal', text: READABLE_INK.teal } as const;
