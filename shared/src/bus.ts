/**
 * The one channel between remotes. State lives in BehaviorSubjects so a remote that
 * loads late still gets the current value; requests are plain Subjects. The search (filters,
 * sort, page, map mode) is not here: the URL owns it, and what the bus carries of it
 * (listingsView) is only derived from the URL.
 * This module is a federation singleton: every remote sees the same instance.
 */
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { ContactRequest, ListingsView, PreviewRequest, SelectedListing } from './contracts';
import { useLatest } from './useLatest';

/**
 * A state of the bus, which keeps its first value. Nothing is published on the server (effects
 * and handlers do not run there), so that is the value every server render used, and the one
 * hydration must render too.
 */
export class BusState<T> extends BehaviorSubject<T> {
  constructor(readonly first: T) {
    super(first);
  }
}

export const listingsView = new BusState<ListingsView>('grid');
export const hoveredListingId = new BusState<string | null>(null);
export const selectedListing = new BusState<SelectedListing | null>(null);
export const previewRequests = new Subject<PreviewRequest>();
export const contactRequests = new Subject<ContactRequest>();
/**
 * A view asked for (the grid/map toggle), published just before the toggle writes it into the
 * URL. The URL stays its owner; this only lets the shell paint the map's frame in the tap's own
 * render, before the navigation's render of the whole listings area.
 */
export const viewRequests = new Subject<ListingsView>();

/** Read a bus state as React state. */
export function useSubject<T>(subject: BusState<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  // A state changed before a region hydrated (map mode, set once the shell has committed)
  // reaches that region in the render after its hydration, not as a mismatch.
  return useSyncExternalStore(subscribe, () => subject.getValue(), () => subject.first);
}

export const useListingsView = (): ListingsView => useSubject(listingsView);
export const useHoveredListingId = (): string | null => useSubject(hoveredListingId);
export const useSelectedListing = (): SelectedListing | null => useSubject(selectedListing);

export function requestPreview(listingId: string): void {
  previewRequests.next({ listingId });
}

export function requestView(view: ListingsView): void {
  viewRequests.next(view);
}

export function requestContact(request: ContactRequest = {}): void {
  contactRequests.next(request);
}

/** Subscribe to a stream for the lifetime of an effect. */
export function onRequest<T>(stream: Observable<T>, handler: (value: T) => void): () => void {
  const subscription = stream.subscribe(handler);
  return () => subscription.unsubscribe();
}

/**
 * Answer a request stream while the component is mounted (and `listening`). A request is a
 * plain event, not kept for a late listener, so the subscription is made during the commit (a
 * layout effect): React runs passive effects a task after a concurrent commit, and a tap on a
 * control hydrated by that commit, made in between (seen on a slow machine right after
 * hydration), would otherwise reach no one.
 */
export function useRequests<T>(stream: Observable<T>, handler: (value: T) => void, listening = true): void {
  const latest = useLatest(handler);
  useLayoutEffect(() => {
    if (!listening) return;
    return onRequest(stream, (value) => latest.current(value));
  }, [stream, listening, latest]);
}
