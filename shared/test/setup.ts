/**
 * Vitest setup (./projects.ts): in a test file that has a browser's window (jsdom), the browser
 * APIs Mantine and Embla expect but jsdom lacks, and unmounting after each test (Testing Library
 * only does that itself with globals on). In Node it does nothing, and loads nothing.
 */
import { afterEach } from 'vitest';

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // A lazily loaded dialog can take over a second to appear in jsdom on a busy CI machine; the
  // default 1 s of findBy/waitFor then fails a test whose behaviour is right.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
  });

  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // jsdom logs "not implemented" for scrollTo; the listings page scrolls to the top on page changes.
  window.scrollTo = () => {};
}
