/**
 * How live marketplace data is marked (dashboard badge, market research badge and note): teal, with text darker
 * than Mantine's light-variant teal (#087f5b reaches 4.3:1 on its tint; WCAG AA asks 4.5:1).
 */
export const LIVE_DATA_TONE = { color: 'teal', text: '#06694b' } as const;
