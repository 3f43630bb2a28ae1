import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm green-teal: money that is doing fine, without the loudness of a trading app.
const margin: MantineColorsTuple = [
  '#e6f8f5',
  '#d4efea',
  '#abddd4',
  '#7ecbbc',
  '#59bba8',
  '#41b19b',
  '#32ac95',
  '#229681',
  '#0f8b7d',
  '#00715f',
];

export const theme = createTheme({
  primaryColor: 'margin',
  primaryShade: 8,
  colors: { margin },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
  },
});
