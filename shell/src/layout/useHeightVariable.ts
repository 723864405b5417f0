import { useEffect, useRef } from 'react';

/**
 * Keeps a CSS custom property on `document.documentElement` equal to the element's height in
 * px, so sticky content below a sticky header (the map in map mode) can sit right under it.
 * The height comes from the ResizeObserver's entries (also delivered once on observe, after
 * layout): reading it from the element would force a layout in the middle of React's commit.
 */
export function useHeightVariable<T extends HTMLElement>(name: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
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
  }, [name]);
  return ref;
}
