/**
 * The store's listing row against the listing's field descriptor (shared/contracts
 * `LISTING_FIELDS`): every column a field names is written and read back, and the row has no
 * column the descriptor does not name, so a field added to the descriptor and not to the store
 * (or the other way round) fails here.
 */
import { describe, expect, it } from 'vitest';
import { LISTING_FIELDS, type ListingFieldName } from 'shared/contracts';
import { allDetails, makeListing } from 'shared/testing';
import { listingFields, listingFromRow, photosFromImages } from './listing-rows';

const full = makeListing({
  id: '42',
  status: undefined,
  description: 'Një përshkrim',
  reducedPrice: 90_000,
  images: ['a-1200.webp', 'b-1200.webp'],
  geoPoint: { latitude: 42.6, longitude: 21.1 },
  details: allDetails(),
});

describe("the store's listing row and the field descriptor", () => {
  it('has exactly the columns the descriptor names', () => {
    const named = new Set(Object.values(LISTING_FIELDS).flatMap((field) => [...field.columns]));
    expect(new Set(Object.keys(listingFields(full, 'active')))).toEqual(named);
  });

  it('gives every field back from its columns (the photos from theirs)', () => {
    const times = { status_changed_at: 't', stored_at: 't', updated_at: 't' };
    const back = listingFromRow({ ...listingFields(full, 'active'), ...times }, photosFromImages(full.images)).listing;
    for (const name of Object.keys(LISTING_FIELDS) as ListingFieldName[]) expect(back[name], name).toEqual(full[name]);
  });
});
