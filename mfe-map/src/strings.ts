import { PRIVACY_APPROXIMATION } from 'shared/map-view';
import { t } from './i18n';

/** Every visible string of the map remote, from its catalogue (src/messages) in the page's language. */
export const strings = {
  get region() { return t('region'); },
  get mapContainer() { return t('mapContainer'); },
  get privacyNotice() { return t('privacyNotice', { approximation: PRIVACY_APPROXIMATION }); },
  get loading() { return t('loading'); },
  get failed() { return t('failed'); },
  get retry() { return t('retry'); },
  layers: {
    get toggle() { return t('layers.toggle'); },
    get street() { return t('layers.street'); },
    get satellite() { return t('layers.satellite'); },
    get contrast() { return t('layers.contrast'); },
  },
  get zoomIn() { return t('zoomIn'); },
  get zoomOut() { return t('zoomOut'); },
  get fullscreenEnter() { return t('fullscreenEnter'); },
  get fullscreenExit() { return t('fullscreenExit'); },
  get legend() { return t('legend'); },
  cluster: (count: number) => t('cluster', { count }),
  /** Results the map cannot show, counted under its top edge. */
  unlocated: (count: number) => t('unlocated', { count }),
  /** Limits the search to the map's view, after the visitor moved it. */
  get searchArea() { return t('searchArea'); },
  card: {
    get details() { return t('card.details'); },
    get preview() { return t('card.preview'); },
    get close() { return t('card.close'); },
  },
} as const;
