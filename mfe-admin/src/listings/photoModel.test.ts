import { describe, expect, it } from 'vitest';
import type { AdminPhoto } from '../api';
import { MAX_PHOTO_BYTES, movedOrder, orderChange, publicOrder, tooLargeToSend } from './photoModel';

const photo = (id: number, position: number, isCover = false): AdminPhoto => ({
  id,
  position,
  isCover,
  url: `/assets/photos/${id}-1200.webp`,
  thumbnailUrl: `/assets/photos/${id}-600.webp`,
  displayName: null,
  caption: '',
});

describe('the photo order', () => {
  it('shows the cover first, then the others by position, as the public site does', () => {
    expect(publicOrder([photo(1, 0), photo(2, 1), photo(3, 2, true)]).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(publicOrder([photo(2, 1), photo(1, 0)]).map((item) => item.id)).toEqual([1, 2]);
  });

  it('moves one photo a place left or right, never past the ends', () => {
    expect(movedOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });

  it('makes the photo moved into the first place the cover', () => {
    const photos = [photo(1, 0, true), photo(2, 1), photo(3, 2)];
    expect(orderChange(photos, [2, 1, 3])).toEqual({ order: [2, 1, 3], cover: 2 });
    expect(orderChange(photos, [1, 3, 2])).toEqual({ order: [1, 3, 2], cover: null });
  });

  it('refuses before sending only what is over 20 MB', () => {
    expect(tooLargeToSend({ size: MAX_PHOTO_BYTES })).toBe(false);
    expect(tooLargeToSend({ size: MAX_PHOTO_BYTES + 1 })).toBe(true);
  });
});
