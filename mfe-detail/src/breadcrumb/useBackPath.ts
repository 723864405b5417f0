import { useSyncExternalStore } from 'react';
import { listingsFirstPagePath, listingsBackPath } from 'shared/listings';

const noChanges = () => () => undefined;

/**
 * Where 'Mbrapa' leads. The server cannot know the visitor's search (it lives in this page and
 * its referrer), so it draws the first results page, and so does the hydrating render; React
 * then renders the visitor's own search at once. A page rendered in the browser reads it at once.
 */
export function useBackPath(): string {
  return useSyncExternalStore(noChanges, listingsBackPath, () => listingsFirstPagePath());
}
