import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentQuery, renderAt, resetBus } from '../test/render';
import { useSearch, type SearchChange } from './useSearch';

/** Shows the search the hook reads, and hands the test its `changeSearch`. */
function probe() {
  const seen: { search?: ReturnType<typeof useSearch> } = {};
  function Probe() {
    seen.search = useSearch();
    return null;
  }
  const change = (update: SearchChange) => act(() => seen.search!.changeSearch(update));
  return { Probe, seen, change };
}

beforeEach(resetBus);

describe('useSearch', () => {
  it('reads a shared search from the URL', () => {
    const { Probe, seen } = probe();
    renderAt('/pronat?page=2&city=Prizren&type=land,house&status=qera&minPrice=300&maxPrice=500&id=7&sort=oldest', <Probe />);
    expect(seen.search?.filters).toEqual({ place: 'Prizren', category: ['land', 'house'], option: ['Me Qera'], price: { min: 300, max: 500 }, id: '7' });
    expect(seen.search?.sort).toBe('oldest');
  });

  it('gives the same search objects while only the page changes', () => {
    const { Probe, seen } = probe();
    const { router } = renderAt('/pronat?page=1&city=Prizren', <Probe />);
    const first = seen.search!.filters;
    act(() => {
      window.history.pushState(null, '', '/pronat?page=2&city=Prizren');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(currentQuery(router).page).toBe('2');
    expect(seen.search!.filters).toBe(first);
  });

  it('writes a changed search into the URL with a history push, back on page 1, keeping view', async () => {
    const { Probe, change } = probe();
    const { router } = renderAt('/pronat?page=4&view=harta', <Probe />);
    change(() => ({ filters: { place: 'Pejë', price: { max: 120_000 } } }));
    await waitFor(() => expect(currentQuery(router)).toEqual({ page: '1', view: 'harta', city: 'Pejë', maxPrice: '120000' }));
    expect(router.historyAction).toBe('PUSH');
    change(() => ({ sort: 'oldest' }));
    await waitFor(() => expect(currentQuery(router)).toEqual({ page: '1', view: 'harta', city: 'Pejë', maxPrice: '120000', sort: 'oldest' }));
  });

  it('changes the search the URL says now, and Back restores the previous one', async () => {
    const { Probe, seen, change } = probe();
    const { router } = renderAt('/pronat?page=1', <Probe />);
    change(() => ({ filters: { place: 'Prizren' } }));
    await waitFor(() => expect(currentQuery(router).city).toBe('Prizren'));
    change((current) => ({ filters: { ...current.filters, category: ['land'] } }));
    await waitFor(() => expect(currentQuery(router).type).toBe('land'));

    await act(() => router.go(-1));
    await waitFor(() => expect(seen.search?.filters).toEqual({ place: 'Prizren' }));
    await act(() => router.go(-1));
    await waitFor(() => expect(seen.search?.filters).toEqual({}));
    expect(currentQuery(router)).toEqual({ page: '1' });
  });

  it('does not navigate when the URL already says the search', () => {
    const { Probe, change } = probe();
    const { router } = renderAt('/pronat?page=3&city=Prizren', <Probe />);
    const key = router.location.key;
    change(() => ({ filters: { place: 'Prizren' } }));
    expect(router.location.key).toBe(key);
    expect(currentQuery(router).page).toBe('3');
  });
});
