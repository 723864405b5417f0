/**
 * The back office's preview of a listing's public page, for a draft before 'Publiko' (any
 * listing the store has): the listing as the public projection would make its record once it
 * is published (checked, known keys only, the point moved by the privacy offset), its own photos
 * loaded through the admin's route (the public one serves them only once the listing is shown).
 * The page is rendered by the app pages (plugins/app-pages.ts) behind the admin's session.
 */
import type { Listing } from 'shared/contracts';
import { escapeHtml } from '../seo/escape';
import { publicRecord, type PrivacySecret } from '../projection';
import type { PhotoStorage } from '../photos';
import type { Store } from '../store';
import { adminPhotoAddress } from './photo-addresses';
import { adminStrings } from './strings';

export function previewListing(store: Pick<Store, 'getListing'>, secret: PrivacySecret, storage: Pick<PhotoStorage, 'keyOf'>) {
  return async (id: string): Promise<Listing | undefined> => {
    const stored = await store.getListing(id);
    if (!stored) return undefined;
    // As it would be once published: available, without a reserved or sold badge.
    const published: Listing = { ...stored.listing, active: true };
    delete published.status;
    const record = publicRecord(published, secret);
    return record && { ...record, images: record.images.map((address) => adminPhotoAddress(storage, address)) };
  };
}

/** The line above the preview, saying what it is. */
export function previewNotice(id: string): string {
  return `<p role="status" style="position:fixed;inset:auto 0 0 0;z-index:10000;margin:0;padding:10px 16px;box-shadow:0 -2px 8px rgba(0,0,0,.2);background:#fff3bf;color:#5c3c00;font:600 15px/1.4 system-ui,sans-serif;text-align:center">${escapeHtml(adminStrings.previewNotice(id))}</p>`;
}
