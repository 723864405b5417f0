import { useEffect, useRef } from 'react';

/**
 * Keeps a CSS custom property on `document.documentElement` equal to the element's height in
 * px, so sticky content below a sticky header (the map in map mode) can sit right under it.
 */
export function useHeightVariable<T extends HTMLElement>(name: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(name, `${Math.round(element.getBoundingClientRect().height)}px`);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [name]);
  return ref;
}
