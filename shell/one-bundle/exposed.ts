/**
 * The one-bundle build's remote modules (`SITE_BUNDLE=one pnpm build`, shared/build/oneBundle.ts):
 * each exposed module imported from its remote's source as an ordinary lazy chunk of the shell,
 * by the same `EXPOSED` names the federated build loads it by. Only the bench's side-by-side
 * measure of what federation costs builds this; the site is the federated build.
 *
 * Each import names its chunk (`one-bundle.<remote>.<module>`), so the build can list a module's
 * files for the server's hints and head (oneBundle.ts `bundledModulesFile`).
 */
import type { ComponentType } from 'react';
import type { ExposedModule } from 'shared/contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed by the caller
type Loader = () => Promise<{ default: ComponentType<any> }>;

export const EXPOSED_LOADERS: Readonly<Record<ExposedModule, Loader>> = {
  'mfe-listings/ListingsPage': () => import(/* webpackChunkName: "one-bundle.mfe-listings.ListingsPage" */ '../../mfe-listings/src/ListingsPage'),
  'mfe-listings/FavouritesPage': () => import(/* webpackChunkName: "one-bundle.mfe-listings.FavouritesPage" */ '../../mfe-listings/src/favourites/FavouritesPage'),
  'mfe-listings/FilterStrip': () => import(/* webpackChunkName: "one-bundle.mfe-listings.FilterStrip" */ '../../mfe-listings/src/FilterStrip'),
  'mfe-detail/DetailPage': () => import(/* webpackChunkName: "one-bundle.mfe-detail.DetailPage" */ '../../mfe-detail/src/DetailPage'),
  'mfe-detail/DetailPreview': () => import(/* webpackChunkName: "one-bundle.mfe-detail.DetailPreview" */ '../../mfe-detail/src/DetailPreview'),
  'mfe-map/MapPanel': () => import(/* webpackChunkName: "one-bundle.mfe-map.MapPanel" */ '../../mfe-map/src/MapPanel'),
  'mfe-contact/ContactSheet': () => import(/* webpackChunkName: "one-bundle.mfe-contact.ContactSheet" */ '../../mfe-contact/src/ContactSheet'),
  'mfe-admin/AdminApp': () => import(/* webpackChunkName: "one-bundle.mfe-admin.AdminApp" */ '../../mfe-admin/src/AdminApp'),
};
