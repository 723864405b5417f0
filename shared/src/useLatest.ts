import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value` (a handler passed by props), for a listener that is
 * added once and must call what the component renders now. It is updated in a layout effect, so
 * it is current from the commit on: a tap answered between a commit and its passive effects
 * (a slow phone, right after hydration) calls this render's handler, not the one before.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
