/**
 * The photo section's rules; pure. Photos are shown in the order the public site shows them
 * (the cover first, then the others by position: the store's imagesFromPhotos), so what the
 * agent arranges is what visitors see.
 */
import type { AdminPhoto } from '../api';

/** The server's limit for one file (server/src/photos PHOTO_LIMITS.maxBytes). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** The cover first, then the others by position. */
export function publicOrder(photos: readonly AdminPhoto[]): AdminPhoto[] {
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const cover = ordered.find((photo) => photo.isCover);
  return cover ? [cover, ...ordered.filter((photo) => photo !== cover)] : ordered;
}

/** The ids with `id` moved by `delta` places (-1 left, +1 right); the same ids when it cannot move. */
export function movedOrder(ids: readonly number[], id: number, delta: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * What to send for a new order shown on screen: the positions, and the cover when the first
 * place now holds another photo (the public site's first image is the cover).
 */
export function orderChange(photos: readonly AdminPhoto[], ids: readonly number[]): { order: number[]; cover: number | null } {
  const cover = photos.find((photo) => photo.isCover)?.id ?? null;
  const first = ids[0] ?? null;
  return { order: [...ids], cover: first !== null && first !== cover ? first : null };
}

/** A refusal the browser can tell before sending: only the size (the content is the server's to judge). */
export function tooLargeToSend(file: { size: number }): boolean {
  return file.size > MAX_PHOTO_BYTES;
}
