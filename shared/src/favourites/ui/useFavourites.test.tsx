import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useFavouriteIds } from './useFavourites';

function Count({ rendered }: { rendered: (ids: readonly string[]) => void }) {
  const ids = useFavouriteIds();
  rendered(ids);
  return <span>{ids.length}</span>;
}

/** The server's markup of Count, hydrated in the browser: each render's list. */
async function hydrated(): Promise<(readonly string[])[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Count rendered={() => undefined} />);
  document.body.append(container);
  const renders: (readonly string[])[] = [];
  const errors = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Count rendered={(ids) => renders.push(ids)} />, { onRecoverableError: errors });
  });
  expect(errors).not.toHaveBeenCalled();
  container.remove();
  return renders;
}

describe('useFavouriteIds while the page hydrates', () => {
  it('renders once for a visitor with no favourites: the empty list is one value, not a change', async () => {
    expect(await hydrated()).toEqual([[]]);
  });
});
