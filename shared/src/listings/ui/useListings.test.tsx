import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from '../fixtures';
import { resetListingsCache } from '../data/service';
import { listingsIndexUrl, toListingsIndex } from '../summary';
import { useListings } from './useListings';

function Count() {
  const { listings, status } = useListings();
  return <p>{status === 'loaded' ? listings.length : status}</p>;
}

afterEach(() => {
  resetListingsCache();
  vi.unstubAllGlobals();
});

describe('useListings', () => {
  it('asks for the listings while rendering, before any effect has run', () => {
    const fetchSpy = vi.fn(() => new Promise<never>(() => undefined));
    vi.stubGlobal('fetch', fetchSpy);
    // A server render runs no effects: only a request made while rendering shows here.
    expect(renderToString(<Count />)).toContain('loading');
    expect(fetchSpy).toHaveBeenCalledWith(listingsIndexUrl(0));
  });

  it('makes one request for the render and the effect together', async () => {
    const [part] = toListingsIndex([makeListing({ id: '1' }), makeListing({ id: '2' })], []);
    const fetchSpy = vi.fn((url: string) =>
      Promise.resolve(
        url === listingsIndexUrl(0)
          ? new Response(JSON.stringify(part), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const view = render(<Count />);
    await waitFor(() => expect(view.container.textContent).toBe('2'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
