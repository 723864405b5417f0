import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { filters, sortOrder } from 'shared/bus';
import { currentQuery, renderAt, resetBus } from '../test/render';
import { useSearchSync } from './useSearchSync';

function Sync() {
  useSearchSync();
  return null;
}

beforeEach(resetBus);

describe('useSearchSync', () => {
  it('reads a shared search from the URL onto the bus', () => {
    renderAt('/pronat?page=2&city=Prizren&type=land,house&status=qera&maxPrice=50000&id=7&sort=oldest', <Sync />);
    expect(filters.getValue()).toEqual({
      place: 'Prizren',
      category: ['land', 'house'],
      option: ['Me Qera'],
      price: 50_000,
      id: '7',
    });
    expect(sortOrder.getValue()).toBe('oldest');
  });

  it('lets the URL win over a search left on the bus', () => {
    filters.next({ place: 'Pejë' });
    sortOrder.next('oldest');
    const { router } = renderAt('/pronat?page=1', <Sync />);
    expect(filters.getValue()).toEqual({});
    expect(sortOrder.getValue()).toBe('newest');
    expect(currentQuery(router)).toEqual({ page: '1' });
  });

  it('writes a changed search into the URL with a history push, back on page 1, keeping view', async () => {
    const { router } = renderAt('/pronat?page=4&view=harta', <Sync />);
    act(() => filters.next({ place: 'Pejë', price: 120_000 }));
    await waitFor(() =>
      expect(currentQuery(router)).toEqual({ page: '1', view: 'harta', city: 'Pejë', maxPrice: '120000' }),
    );
    expect(router.historyAction).toBe('PUSH');
    act(() => sortOrder.next('oldest'));
    await waitFor(() => expect(currentQuery(router).sort).toBe('oldest'));
  });

  it('restores the previous search when the visitor goes back', async () => {
    const { router } = renderAt('/pronat?page=1', <Sync />);
    act(() => filters.next({ place: 'Prizren' }));
    await waitFor(() => expect(currentQuery(router).city).toBe('Prizren'));
    act(() => filters.next({ place: 'Prizren', category: ['land'] }));
    await waitFor(() => expect(currentQuery(router).type).toBe('land'));

    await act(() => router.go(-1));
    await waitFor(() => expect(filters.getValue()).toEqual({ place: 'Prizren' }));
    await act(() => router.go(-1));
    await waitFor(() => expect(filters.getValue()).toEqual({}));
    expect(currentQuery(router)).toEqual({ page: '1' });
  });

  it('does not navigate when the bus already says what the URL says', async () => {
    const { router } = renderAt('/pronat?page=3&city=Prizren', <Sync />);
    const key = router.location.key;
    act(() => filters.next({ place: 'Prizren' }));
    expect(router.location.key).toBe(key);
    expect(currentQuery(router).page).toBe('3');
  });
});
