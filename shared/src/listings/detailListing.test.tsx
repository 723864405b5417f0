import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeListing } from './fixtures';
import { detailListingJson, readDetailListing } from './detailListing';
import { DetailListingProvider, useDetailListing } from './ui/detailListingContext';

/** Through the page's JSON, as the browser gets it. */
const throughPage = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the detail page listing carried in the page', () => {
  it('carries the shown fields of the public record and reads back as the same listing, without its point', () => {
    const listing = makeListing({ id: '7', price: 'Me Marrëveshje', geoPoint: { latitude: 42.66, longitude: 21.16 }, status: 'reserved' });
    const json = detailListingJson(listing);
    expect(json).not.toHaveProperty('geoPoint');
    const read = readDetailListing(throughPage(json));
    expect(read).toEqual({ ...listing, geoPoint: null });
  });

  it('keeps a numeric price and a reduced one', () => {
    const listing = makeListing({ id: '8', price: 120_000, reducedPrice: 99_000 });
    expect(readDetailListing(throughPage(detailListingJson(listing)))).toMatchObject({ price: 120_000, reducedPrice: 99_000 });
  });

  it('refuses what is not a listing', () => {
    expect(readDetailListing(null)).toBeNull();
    expect(readDetailListing([])).toBeNull();
    expect(readDetailListing({ id: '1', title: 'x' })).toBeNull();
    const noImages: Record<string, unknown> = { ...detailListingJson(makeListing({ id: '9' })) };
    delete noImages.images;
    expect(readDetailListing(throughPage(noImages))).toBeNull();
  });

  it('is given only to the detail page of its own id', () => {
    const listing = makeListing({ id: '5', title: 'E dhëna' });
    const Probe = ({ id }: { id: string }) => <i>{useDetailListing(id)?.title ?? '-'}</i>;
    const html = renderToString(
      <DetailListingProvider value={listing}>
        <Probe id="5" />
        <Probe id="6" />
      </DetailListingProvider>,
    );
    expect(html).toBe('<i>E dhëna</i><i>-</i>');
  });
});
