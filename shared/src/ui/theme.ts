import { DEFAULT_THEME, createTheme, type MantineColorsTuple } from '@mantine/core';

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

/**
 * Mantine's greys, with shade 6 darkened from #868e96 (3.3:1 on white, below WCAG AA for text)
 * to #636a72 (5.5:1 on white, 4.9:1 on gray-1). Shade 6 is the 'dimmed' text colour and the
 * secondary text of the cards, detail facts, footer and contact page.
 */
const gray = DEFAULT_THEME.colors.gray.map((shade, index) => (index === 6 ? '#636a72' : shade)) as unknown as MantineColorsTuple;

/**
 * Text and headings in one stack, the one the server-rendered first view and styles.css also
 * name (a unit test keeps the three equal): a different stack meant a second full layout, with
 * font fallback lookups, when the app's stylesheet arrived.
 */
export const FONT_FAMILY = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * On a touch screen a dialog keeps Mantine's scroll lock (react-remove-scroll: a swipe outside
 * the dialog does not scroll the page) but leaves the body's style alone. The lock's style sheet
 * hides the body's overflow and sets the scroll bar's width as a custom property on the body,
 * which every element inherits: the whole page was restyled as the listing preview opened
 * (a long task on a slow phone, in a frame of its own before the preview's content),
 * for a scroll bar that a touch screen draws over the page rather than beside it.
 */
const touchScreen = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
const touchScrollLock = touchScreen ? { removeScrollProps: { removeScrollBar: false } } : {};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand, gray },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Native scrolling in select dropdowns. Mantine's ScrollArea measures itself in layout
    // effects and sets state, and every select keeps its closed dropdown mounted, so the filter
    // strip re-rendered synchronously several times on each page load.
    Select: {
      defaultProps: { withScrollArea: false },
      styles: { options: { maxHeight: 'min(320px, 45vh)', overflowY: 'auto' } },
    },
    // A dialog's title row is a <header>, which (outside sectioning elements) is a second
    // 'banner' landmark beside the site's own top bar. It is no landmark: the dialog is the region.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } }, ...touchScrollLock } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
  cursorType: 'pointer',
});
