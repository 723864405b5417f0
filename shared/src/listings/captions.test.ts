/** The photos' captions through the listings checker (fast path and full schema alike). */
import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { fastListing } from './fastCheck';
import { checkListings } from './validate';

const images = ['/assets/photos/a-1200.webp', '/assets/photos/b-1200.webp'];
const entry = (captions: unknown) => ({ ...JSON.parse(JSON.stringify(makeListing({ id: 'k', images }))), captions });
const checked = (captions: unknown) => checkListings([entry(captions)]).listings[0];

describe("a listing's captions", () => {
  it('are kept one per image, by the fast check and the schema alike', () => {
    expect(fastListing(entry(['Ballkoni', '']))?.captions).toEqual(['Ballkoni', '']);
    expect(checked(['Ballkoni', ''])?.captions).toEqual(['Ballkoni', '']);
  });

  it('are left out when none is written or they do not go with the images: the listing keeps its SPEC alt text', () => {
    expect(checked(['', ''])).not.toHaveProperty('captions');
    expect(checked(['Ballkoni'])).not.toHaveProperty('captions');
    expect(checked(undefined)).not.toHaveProperty('captions');
  });

  it('are dropped, the listing kept, when one holds a control character or is too long', () => {
    for (const bad of [['Ballkoni\u202e', ''], ['x'.repeat(121), ''], [5, ''], 'Ballkoni']) {
      expect(fastListing(entry(bad))).toBeUndefined();
      const listing = checked(bad);
      expect(listing?.id).toBe('k');
      expect(listing).not.toHaveProperty('captions');
    }
  });
});
