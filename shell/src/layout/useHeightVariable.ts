import { useEffect, useRef } from 'react';

/**
 * Keeps a CSS custom property on `document.documentElement` equal to the element's height in
 * px, so sticky content below a sticky header (the map in map mode) can sit right under it.
 * The height comes from the ResizeObserver's entries (also delivered once on observe, after
 * layout): reading it from the element would force a layout in the middle of React's commit.
 * Only while `needed`: a property set on the root is inherited by every element, so setting it
 * restyles the whole page (a long task on the throttled phone, on a grid page that never
 * reads it).
 */
export function useHeightVariable<T extends HTMLElement>(name: string, needed: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!needed || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
      root.style.setProperty(name, `${Math.round(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [name, needed]);
  return ref;
}
