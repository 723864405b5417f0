/** Every visible string of the map remote, in Albanian. */
import { PRIVACY_APPROXIMATION } from 'shared/map-view';

export const strings = {
  region: 'Harta e pronave',
  mapContainer: 'Harta interaktive; lëvizeni me shigjetat e tastierës',
  privacyNotice: `Harta tregon vendndodhjen e përafërt (${PRIVACY_APPROXIMATION}) për të mbrojtur privatësinë.`,
  loading: 'Harta po ngarkohet…',
  failed: 'Harta nuk u ngarkua. Kontrolloni lidhjen me internetin dhe provoni përsëri.',
  retry: 'Provo përsëri',
  layers: {
    toggle: 'Shtresat e hartës',
    street: 'Rrugët',
    satellite: 'Satelit',
    contrast: 'Kontrast',
  },
  zoomIn: 'Zmadho',
  zoomOut: 'Zvogëlo',
  fullscreenEnter: 'Hap hartën në ekran të plotë',
  fullscreenExit: 'Dil nga ekrani i plotë',
  legend: 'Llojet e pronave në hartë',
  cluster: (count: number) => `${count} prona në këtë zonë`,
  /** Results the map cannot show, counted under its top edge. */
  unlocated: (count: number) => (count === 1 ? '1 pronë pa vendndodhje' : `${count} prona pa vendndodhje`),
  /** Limits the search to the map's view, after the visitor moved it. */
  searchArea: 'Kërko në këtë zonë',
  card: {
    region: 'Prona e zgjedhur',
    details: 'Shiko detajet',
    preview: 'Shikim i shpejtë',
    close: 'Mbyll',
  },
} as const;
