/**
 * The snapshot the server answers with now. Replacing it is one assignment: a request reads the
 * reference once and answers from that snapshot whole, so a rebuild (the store changing)
 * never mixes two versions in one answer.
 */
import type { PublicSnapshot } from './project';

export interface PublicData {
  current(): PublicSnapshot;
  replace(next: PublicSnapshot): void;
  /** Called after each replacement (caches made from the old snapshot go). */
  onReplace(listener: (next: PublicSnapshot) => void): void;
}

export function createPublicData(initial: PublicSnapshot): PublicData {
  let snapshot = initial;
  const listeners: ((next: PublicSnapshot) => void)[] = [];
  return {
    current: () => snapshot,
    replace(next) {
      snapshot = next;
      for (const listener of listeners) listener(next);
    },
    onReplace: (listener) => void listeners.push(listener),
  };
}
