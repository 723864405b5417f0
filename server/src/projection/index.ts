/** The public projection of the agency's listings: everything public is made from its snapshot. */
export {
  isPublic,
  projectListings,
  projectionBuilder,
  publicListings,
  publicRecord,
  snapshotFromIndex,
  type ProjectionBuilder,
  type PublicSnapshot,
} from './project';
export { createPublicData, type PublicData } from './current';
export { privacySecret, storedPrivacySecret, type PrivacySecret } from './secret';
export { PRIVACY_OFFSET_METERS, distanceMeters, publicPoint } from './privacy';
export { STATUS_SHOWN_DAYS, statusInPublic, type StatusInPublic } from './status-window';
