import type { Category, DocumentCode, ListingOption } from 'shared/contracts';
import type { GlyphName } from 'shared/ui';

/** SPEC 3: each category has an icon. */
export const CATEGORY_ICONS: Record<Category, GlyphName> = {
  apartment: 'building-community',
  house: 'home',
  land: 'trees',
  building: 'building',
  office: 'building-store',
};

/** SPEC 3: each option has an icon. */
export const OPTION_ICONS: Record<ListingOption, GlyphName> = {
  'Në Shitje': 'tag',
  'Me Qera': 'key',
};

/** Each document of the 'Dokumentacioni' filter has an icon. */
export const DOCUMENT_ICONS: Record<DocumentCode, GlyphName> = {
  possession: 'key',
  permit: 'building',
  occupancy: 'home',
  legalisation: 'hourglass',
};

/** The card's mark for complete papers. */
export const COMPLETE_DOCUMENTS_ICON: GlyphName = 'file-certificate';
