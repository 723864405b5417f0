import { useEffect, useState, type RefObject } from 'react';
import { floatingContactVisible } from './floatingContact';

/** Whether the floating contact button shows, from where the contact card is. Hidden at first. */
export function useFloatingContact(cardRef: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const card = cardRef.current;
    if (!card || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      setVisible(
        floatingContactVisible({
          isIntersecting: entry.isIntersecting,
          top: entry.boundingClientRect.top,
          viewportHeight: entry.rootBounds?.height ?? window.innerHeight,
        }),
      );
    });
    observer.observe(card);
    return () => observer.disconnect();
  }, [cardRef]);

  return visible;
}
