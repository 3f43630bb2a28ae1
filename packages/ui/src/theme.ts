import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A calm green-teal: money that is doing fine, without the loudness of a trading app.
// Shade 7 is the brand teal of the app icon; 8, the primary shade of filled buttons, links and the focus ring,
// is a step darker so that white text on it and it on white or the pale tints clear WCAG AA's 4.5:1
// (the brand teal gives 4.19:1); 9, the text of light buttons and badges, clears it on shade 1.
const margin: MantineColorsTuple = [
  '#e6f8f5',
  '#d4efea',
  '#abddd4',
  '#7ecbbc',
  '#59bba8',
  '#41b19b',
  '#32ac95',
  '#0f8b7d',
  '#0b7a6e',
  '#00665a',
];

/**
 * Mantine's dimmed grey (gray-6, 3.0-3.3:1 on white and the page's grey) and a few stock colours are too pale
 * for small text: darker values, the same in every component, in both colour schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // 5.8:1 on white, 5.5:1 on the page background (gray-0), 4.8:1 on the palest teal.
    '--mantine-color-dimmed': '#5f666d',
    // Field errors: red-9 is 5.5:1 on white (red-6 is 3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light yellow and orange badges and alerts: Mantine's text shade is 2.7:1 on their own tint.
    '--mantine-color-yellow-light-color': '#8f4700',
    '--mantine-color-orange-light-color': '#9a3a0b',
  },
  dark: {
    // 5.5:1 on the dark body (dark-7), 4.8:1 on cards (dark-6).
    '--mantine-color-dimmed': '#9a9a9a',
  },
});

export const theme = createTheme({
  primaryColor: 'margin',
  primaryShade: 8,
  colors: { margin },
  defaultRadius: 'md',
  // A ring in the primary shade around whatever has keyboard focus (not on mouse clicks).
  focusRing: 'auto',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    // A link is told apart from the text around it by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A menu opened from the keyboard puts focus on its first item (the WAI-ARIA menu button pattern) instead of
    // on a hidden placeholder, which is also not allowed inside role="menu".
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The option list scrolls itself (not a scroll area around it), so assistive technology sees one listbox
    // that the combobox's arrow keys move through.
    Select: {
      defaultProps: { withScrollArea: false },
      styles: { options: { maxHeight: 260, overflowY: 'auto' } },
    },
  },
});
