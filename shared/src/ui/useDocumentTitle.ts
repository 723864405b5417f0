import { useEffect } from 'react';
import { site } from '../site';

/** Sets the document title as "{title} - {brand}" (or the brand alone) while mounted. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title ? `${title} - ${site.brand}` : site.brand;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
