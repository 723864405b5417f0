import classes from './Glyph.module.css';

/**
 * The icons drawn as glyphs, by their Tabler name: each is one element whose shape is a mask of
 * the Tabler outline icon, painted in the text's colour. The grid repeats a handful of icons on
 * every card; as inline SVGs they were 760 of the page's 1,640 elements, and every element is
 * restyled when a modal dialog makes the page inert (the phone's menu, the filter dialog).
 * Icons drawn once a page (a dialog's, a button's) stay Tabler's React components.
 */
export const GLYPHS = [
  'bath',
  'bolt',
  'brand-viber',
  'brand-whatsapp',
  'building',
  'building-community',
  'building-store',
  'calendar',
  'camera',
  'check',
  'chevron-left',
  'chevron-right',
  'door',
  'dots',
  'droplet',
  'external-link',
  'file-certificate',
  'home',
  'hourglass',
  'key',
  'link',
  'mail',
  'map-pin',
  'ruler-2',
  'share',
  'tag',
  'trees',
] as const;

export type GlyphName = (typeof GLYPHS)[number];

export interface GlyphProps {
  name: GlyphName;
  /** Width and height in px. */
  size: number;
  className?: string;
}

/** A decorative icon (hidden from assistive technology: the text beside it says what it means). */
export function Glyph({ name, size, className }: GlyphProps) {
  const names = [classes.glyph, classes[name], className].filter(Boolean).join(' ');
  return <span className={names} style={{ width: size, height: size }} aria-hidden="true" />;
}
