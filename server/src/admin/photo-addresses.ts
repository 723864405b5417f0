/**
 * Where the back office loads a stored photo from. The public route serves a photo only while
 * its listing is shown (plugins/photo-files.ts), so the back office's thumbnails and a draft's
 * preview load our own photos through the admin API instead: a session's, never cached. An
 * address that is not ours (an imported listing's) stays as it is.
 */
import type { PhotoStorage } from '../photos';

export const ADMIN_PHOTO_FILES = '/admin/api/photo-files/';

export function adminPhotoAddress(storage: Pick<PhotoStorage, 'keyOf'>, address: string): string {
  const key = storage.keyOf(address);
  return key === undefined ? address : ADMIN_PHOTO_FILES + key;
}
