/**
 * What the admin reads when an upload is refused, one sentence per reason, and the name shown
 * for a nameless upload: the back office's, so Albanian like all of it. Visitors see nothing from
 * here (a photo's alt text is its caption, else shared/format photoAlt's words).
 */
import type { PhotoErrorCode } from './errors';

export const PHOTO_ERROR_MESSAGES: Readonly<Record<PhotoErrorCode, string>> = {
  empty: 'Skedari është bosh.',
  'too-large': 'Skedari është më i madh se 20 MB. Zgjidhni një foto më të vogël.',
  'not-an-image': 'Skedari nuk është foto. Ngarkoni një foto JPEG, PNG, WebP, AVIF, GIF ose TIFF.',
  'unsupported-format':
    'Ky format fotoje nuk mbështetet (p.sh. HEIC ose SVG). Ruajeni si JPEG dhe ngarkojeni përsëri.',
  'too-many-pixels': 'Fotoja ka më shumë se 50 megapiksel. Zvogëlojeni dhe ngarkojeni përsëri.',
  unreadable: 'Fotoja është e dëmtuar dhe nuk mund të lexohet.',
};

/** Shown for an upload that had no usable file name. */
export const UNNAMED_PHOTO = 'foto';
