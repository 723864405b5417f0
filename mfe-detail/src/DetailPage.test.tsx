import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DetailListingProvider, detailListingJson, readDetailListing } from 'shared/listings';
import { useParams } from 'shared/router';
import { makeListing } from '../test/listings';
import { renderAt, serveListings } from '../test/render';
import DetailPage from './DetailPage';

function Routed() {
  const { id = '' } = useParams();
  return <DetailPage id={id} />;
}

const current = makeListing({ id: '100', title: 'Shtëpia e parë', category: 'house', option: 'Në Shitje' });
const sameKind = Array.from({ length: 11 }, (_, i) =>
  makeListing({ id: `2${i}`, title: `Shtëpi tjetër ${i}`, category: 'house', option: 'Në Shitje' }),
);
const others = [
  makeListing({ id: '300', title: 'Shtëpi me qera', category: 'house', option: 'Me Qera' }),
  makeListing({ id: '301', title: 'Banesë në shitje', category: 'apartment', option: 'Në Shitje' }),
];

beforeEach(() => serveListings([current, ...others, ...sameKind]));
afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('DetailPage', () => {
  it('draws the listing the server rendered at once, then keeps the same nodes once its record has loaded', async () => {
    // Through the page's JSON, as the browser gets it.
    const served = readDetailListing(JSON.parse(JSON.stringify(detailListingJson(current))));
    renderAt(
      '/pronat/100',
      <DetailListingProvider value={served}>
        <Routed />
      </DetailListingProvider>,
      '/pronat/:id',
    );
    // At once, before any data: no spinner, the listing's heading.
    expect(screen.queryByLabelText('Duke ngarkuar pronën…')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Shtëpia e parë' });
    // The record and the index load (the recommendations come from the index): the same heading node.
    await screen.findByTestId('recommendations');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('ignores a served listing of another id', () => {
    const served = readDetailListing(detailListingJson(others[0]!));
    renderAt(
      '/pronat/100',
      <DetailListingProvider value={served}>
        <Routed />
      </DetailListingProvider>,
      '/pronat/:id',
    );
    expect(screen.getByLabelText('Duke ngarkuar pronën…')).toBeTruthy();
  });

  it('shows a spinner, then the listing, and sets the document title to title and brand', async () => {
    renderAt('/pronat/100', <Routed />, '/pronat/:id');
    expect(screen.getByLabelText('Duke ngarkuar pronën…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shtëpia e parë' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Shtëpia e parë - Prona Kosova'));
  });

  it('sends an unknown id to the 404 page', async () => {
    const { router } = renderAt('/pronat/nuk-ekziston', <Routed />, '/pronat/:id');
    expect(await screen.findByText('faqja-404')).toBeTruthy();
    expect(router.location.pathname).toBe('/404');
  });

  it('recommends 8 listings of the same category and option, not itself, each opening in a new tab', async () => {
    renderAt('/pronat/100', <Routed />, '/pronat/:id');
    const section = within(await screen.findByTestId('recommendations'));
    expect(section.getByRole('heading', { name: 'Të rekomanduara' })).toBeTruthy();
    const cards = section.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(cards).toHaveLength(8);
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(sameKind.slice(0, 8).map((l) => `/pronat/${l.id}`));
    for (const card of cards) expect(card.getAttribute('target')).toBe('_blank');
    expect(section.getByRole('link', { name: 'Shfaq të gjitha →' }).getAttribute('href')).toBe('/pronat?page=1');
  });

  it('shows each recommendation’s price, tag and location', async () => {
    renderAt('/pronat/100', <Routed />, '/pronat/:id');
    const first = within((await screen.findByTestId('recommendations')).querySelector('li') as HTMLElement);
    expect(first.getByText('120.000 €')).toBeTruthy();
    expect(first.getByText('NË SHITJE')).toBeTruthy();
    expect(first.getByText('Zhegër, Gjilan')).toBeTruthy();
  });

  it('leaves the recommendations out when nothing else matches', async () => {
    serveListings([current, ...others]);
    renderAt('/pronat/100', <Routed />, '/pronat/:id');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('recommendations')).toBeNull();
  });
});
