import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep teal: calm, trustworthy, readable on white. */
const brand: MantineColorsTuple = [
  '#e6f7f6',
  '#d3ebe9',
  '#a9d6d2',
  '#7bc0ba',
  '#55aea6',
  '#3ca299',
  '#2c9c92',
  '#1c887f',
  '#0e7970',
  '#006960',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
