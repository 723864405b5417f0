import type { Category } from 'shared/contracts';

/** SPEC 9: one fixed colour per category, distinct from each other and from the map tiles. */
export const CATEGORY_COLORS: Readonly<Record<Category, string>> = {
  apartment: '#1c6dd0',
  house: '#e8590c',
  land: '#2b8a3e',
  building: '#862e9c',
  office: '#c2255c',
};

/** Grey, for a category the site does not know. */
export const UNKNOWN_CATEGORY_COLOR = '#868e96';

export function categoryColor(category: string): string {
  return Object.hasOwn(CATEGORY_COLORS, category)
    ? CATEGORY_COLORS[category as Category]
    : UNKNOWN_CATEGORY_COLOR;
}
