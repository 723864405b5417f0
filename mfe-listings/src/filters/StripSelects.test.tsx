import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortIds } from 'shared/listings';
import type * as Listings from 'shared/listings';
import { makeListing, makeListings } from '../../test/listings';
import { openSelect, pathWith, renderAt, resetBus, serveListings } from '../../test/render';
import FilterStrip from '../FilterStrip';

// A file of its own: the selects' dropdown code loads once per module graph, and these tests are
// about the time before it has.
vi.mock('shared/listings', async (importOriginal) => {
  const actual = await importOriginal<typeof Listings>();
  return { ...actual, sortIds: vi.fn(actual.sortIds) };
});

beforeEach(() => {
  resetBus();
  serveListings([...makeListings(12), makeListing({ id: '3-b' })]);
});

afterEach(() => vi.unstubAllGlobals());

describe('the strip\'s id select before its dropdown\'s code has loaded', () => {
  it('shows the chosen id without sorting every id, and lists them all once opened', async () => {
    renderAt(pathWith({ id: '3-b' }), <FilterStrip />);
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'ID' });
    await waitFor(() => expect(field.value).toBe('3-b'));
    expect(field.hasAttribute('data-select-stand-in')).toBe(true);
    expect(sortIds).not.toHaveBeenCalled();

    await waitFor(async () => expect(await openSelect('ID')).toHaveLength(14), { timeout: 10_000 });
    expect(sortIds).toHaveBeenCalled();
    expect((await openSelect('ID')).map((option) => option.textContent)).toEqual([
      'Të gjitha', '1', '2', '3', '3-b', '4', '5', '6', '7', '8', '9', '10', '11', '12',
    ]);
  });
});

describe('the strip\'s id select with no id chosen', () => {
  it("is an empty field that says 'Të gjitha', so what is typed into it is the search alone", () => {
    renderAt(pathWith({}), <FilterStrip />);
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'ID' });
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('Të gjitha');
  });
});
