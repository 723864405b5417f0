import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoveredListingId, listingsView, previewRequests, selectedListing } from 'shared/bus';
import { ListingsFirstPageProvider, firstPageJson, readFirstPage } from 'shared/listings';
import type { PreviewRequest } from 'shared/contracts';
import { makeListings } from '../test/listings';
import { choose, currentFilters, currentQuery, pathWith, renderAt, resetBus, serveListings } from '../test/render';
import ListingsPage from './ListingsPage';

const cards = () => within(screen.getByTestId('listings-grid')).getAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  resetBus();
  serveListings(makeListings(45));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What the page's count says (each card's carousel has a live region of its own besides). */
const statusTexts = () =>
  screen
    .getAllByRole('status')
    .map((node) => node.textContent ?? '')
    .filter((text) => / prona?$/.test(text));

describe('ListingsPage', () => {
  it('draws the page the server rendered for this search while the listings load, then the same cards from them', async () => {
    const listings = makeListings(45);
    // Through the page's JSON, as the browser gets it.
    const firstPage = readFirstPage(JSON.parse(JSON.stringify(firstPageJson({ search: 'page=2', count: 45, page: 2, total: 3, listings: listings.slice(20, 40), neighbourhoods: [] }))));
    renderAt(
      '/pronat?page=2',
      <ListingsFirstPageProvider value={firstPage}>
        <ListingsPage />
      </ListingsFirstPageProvider>,
    );
    // At once, before any data: the server's cards and count, no spinner.
    expect(screen.queryByLabelText('Duke ngarkuar pronat…')).toBeNull();
    expect(cardTitles()[0]).toBe('Prona 21');
    const firstCard = cards()[0];
    expect(statusTexts()).toEqual(['45 prona']);
    await waitFor(() => expect(cards()).toHaveLength(20));
    // The loaded listings give the same page: the same nodes.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(cards()[0]).toBe(firstCard);
    expect(cardTitles()[19]).toBe('Prona 40');
  });

  it('ignores a server page made for another search', () => {
    const firstPage = readFirstPage(firstPageJson({ search: 'page=1&qyteti=Prishtin%C3%AB', count: 1, page: 1, total: 1, listings: makeListings(1), neighbourhoods: [] }));
    renderAt(
      '/pronat?page=1',
      <ListingsFirstPageProvider value={firstPage}>
        <ListingsPage />
      </ListingsFirstPageProvider>,
    );
    expect(screen.getByLabelText('Duke ngarkuar pronat…')).toBeTruthy();
  });

  it('shows a spinner while loading, then 20 cards and the count', async () => {
    renderAt('/pronat?page=1', <ListingsPage />);
    expect(screen.getByLabelText('Duke ngarkuar pronat…')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(statusTexts()).toEqual(['45 prona']);
    expect(cardTitles()[0]).toBe('Prona 1');
  });

  it('shows the page from the query string and the last page’s remainder', async () => {
    renderAt('/pronat?page=3', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cardTitles()[0]).toBe('Prona 41');
    expect(screen.getByRole('link', { name: 'Faqja 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Faqja tjetër' }).getAttribute('aria-disabled')).toBe('true');
    // Each page is a link to its address (the search kept), so it works before the app does.
    expect(screen.getByRole('link', { name: 'Faqja 1' }).getAttribute('href')).toBe('/pronat?page=1');
  });

  it('changes page with the pagination and scrolls to the top 300 ms later', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderAt('/pronat?page=1', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('link', { name: 'Faqja 2' }));
    await act(async () => vi.advanceTimersByTime(0));
    expect(currentQuery(router).page).toBe('2');
    expect(cardTitles()[0]).toBe('Prona 21');
    vi.advanceTimersByTime(299);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('does nothing when the current page is clicked', async () => {
    const { router } = renderAt('/pronat?page=2', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    const before = router.location.key;
    fireEvent.click(screen.getByRole('link', { name: 'Faqja 2' }));
    expect(router.location.key).toBe(before);
  });

  it('resets a page above the total to 1', async () => {
    const { router } = renderAt('/pronat?page=9', <ListingsPage />);
    await waitFor(() => expect(currentQuery(router).page).toBe('1'));
    expect(cardTitles()[0]).toBe('Prona 1');
  });

  it('sorts oldest first when the URL says so, and the sort select writes the sort into the URL', async () => {
    const { router } = renderAt('/pronat?page=1&sort=oldest', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(cardTitles()[0]).toBe('Prona 45');
    await choose('Shfaq:', 'Më të rejat');
    await waitFor(() => expect(cardTitles()[0]).toBe('Prona 1'));
    expect(currentQuery(router)).toEqual({ page: '1' });
  });

  it('follows the filters in the URL and shows the empty state with zero results', async () => {
    renderAt(pathWith({ place: 'Prizren' }), <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(statusTexts()).toEqual(['15 prona']);
  });

  it("shows the empty state with zero results, whose 'Fshij filtrat' clears the filters in the URL", async () => {
    const { router } = renderAt(pathWith({ place: 'Prizren', price: { max: 5_000 } }), <ListingsPage />);
    expect(await screen.findByRole('heading', { name: 'Nuk ka asnjë pronë' })).toBeTruthy();
    expect(screen.queryByTestId('listings-grid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fshij filtrat' }));
    expect(currentFilters(router)).toEqual({});
    await waitFor(() => expect(cards()).toHaveLength(20));
  });

  it('asks for the preview when a card is clicked, and also selects it for the map in map mode', async () => {
    const requests: PreviewRequest[] = [];
    const subscription = previewRequests.subscribe((request) => requests.push(request));
    renderAt('/pronat?page=1', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));

    fireEvent.click(within(cards()[1]!).getByRole('link', { name: 'Prona 2' }));
    expect(requests).toEqual([{ listingId: '2' }]);
    expect(selectedListing.getValue()).toBeNull();

    act(() => listingsView.next('map'));
    fireEvent.click(cards()[2]!);
    expect(requests).toEqual([{ listingId: '2' }, { listingId: '3' }]);
    expect(selectedListing.getValue()).toEqual({ listingId: '3', source: 'grid' });
    subscription.unsubscribe();
  });

  it("turns to the page of a card the map selects, marks it and scrolls to it, not to the top, in place of the history entry", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The window's scroll may have been spied on (and called) by an earlier test.
    scrollTo.mockClear();
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.querySelector('h2, h3')?.textContent ?? this.tagName);
    });
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrollIntoView);
    const { router } = renderAt('/pronat?page=1', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    act(() => listingsView.next('map'));

    act(() => selectedListing.next({ listingId: '43', source: 'map' }));
    await waitFor(() => expect(currentQuery(router).page).toBe('3'));
    const card = await waitFor(() => cards().find((article) => article.dataset.selected !== undefined)!);
    expect(within(card).getByRole('heading').textContent).toBe('Prona 43');
    expect(scrolled).toEqual(['Prona 43']);
    expect(router.historyAction).toBe('REPLACE');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(scrollTo).not.toHaveBeenCalled();

    // A card the grid itself chose (source 'grid') is where the visitor already is: no page change.
    act(() => selectedListing.next({ listingId: '2', source: 'grid' }));
    expect(currentQuery(router).page).toBe('3');

    // Chosen on a map that covers the page (fullscreen): the grid behind it stays as it is.
    act(() => selectedListing.next({ listingId: '5', source: 'map', covered: true }));
    act(() => selectedListing.next({ listingId: '44', source: 'map', covered: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentQuery(router).page).toBe('3');
    expect(scrolled).toEqual(['Prona 43']);
    expect(cards().find((article) => article.dataset.selected !== undefined)?.querySelector('h2')?.textContent).toBe('Prona 44');
  });

  it('publishes the hovered card', async () => {
    renderAt('/pronat?page=1', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    fireEvent.pointerEnter(cards()[4]!, { pointerType: 'mouse' });
    expect(hoveredListingId.getValue()).toBe('5');
    fireEvent.pointerLeave(cards()[4]!, { pointerType: 'mouse' });
    expect(hoveredListingId.getValue()).toBeNull();
  });

  it('a finger on a card is not a hover (a tap answers without it)', async () => {
    renderAt('/pronat?page=1', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    // What a browser sends for a tap, before the click: the touch pointer, then an emulated mouse.
    fireEvent.pointerEnter(cards()[4]!, { pointerType: 'touch' });
    fireEvent.mouseEnter(cards()[4]!);
    expect(hoveredListingId.getValue()).toBeNull();
  });

  it('opens a listing in a new tab, or shares it, from the card menu, without asking for the preview', async () => {
    const requests: PreviewRequest[] = [];
    const subscription = previewRequests.subscribe((request) => requests.push(request));
    renderAt('/pronat?page=1', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    const card = within(cards()[0]!);
    // The ⋯ button opens its menu, a native popover (shut here: hidden from the accessibility tree).
    const menuButton = card.getByRole('button', { name: 'Më shumë veprime' });
    const menu = document.getElementById(menuButton.getAttribute('popovertarget') ?? '')!;
    expect(menu.getAttribute('popover')).toBe('auto');
    const link = within(menu).getByRole('link', { name: 'Hap në skedë të re', hidden: true });
    expect(link.getAttribute('href')).toBe('/pronat/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const share = within(menu).getByRole('button', { name: 'Shpërndaj', hidden: true });
    expect(within(menu).getByRole('link', { name: 'WhatsApp', hidden: true }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=.*%2Fpronat%2F1$/);
    link.addEventListener('click', (event) => event.preventDefault());
    for (const target of [menuButton, link, share]) fireEvent.click(target);
    expect(requests).toEqual([]);
    subscription.unsubscribe();
  });

  it('loads the first card’s cover with high priority and the others lazily, at 600 px', async () => {
    renderAt('/pronat?page=1', <ListingsPage />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    const first = within(cards()[0]!).getByAltText('Pamje e pronës 1');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('src')).toBe('/assets/images/a-600.webp');
    expect(first.getAttribute('width')).toBe('600');
    expect(first.getAttribute('height')).toBe('400');
    const second = within(cards()[1]!).getByAltText('Pamje e pronës 1');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).toBeNull();
  });
});
