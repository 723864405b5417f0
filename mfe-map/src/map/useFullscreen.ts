import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fullscreen for one element. Where the browser has no Fullscreen API for elements (iPhone
 * Safari), `active` still toggles so the caller can cover the viewport with CSS instead.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): {
  active: boolean;
  /** True when the browser itself shows the element fullscreen. */
  native: boolean;
  toggle: () => void;
} {
  const [state, setState] = useState({ active: false, native: false });

  useEffect(() => {
    const onChange = () => {
      const native = document.fullscreenElement !== null && document.fullscreenElement === target.current;
      setState((current) => (current.native && !native ? { active: false, native: false } : native ? { active: true, native: true } : current));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (state.native) {
      void document.exitFullscreen().catch(() => setState({ active: false, native: false }));
      return;
    }
    if (state.active) {
      setState({ active: false, native: false });
      return;
    }
    if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => setState({ active: true, native: false }));
    } else {
      setState({ active: true, native: false });
    }
  }, [state, target]);

  // Escape leaves the CSS fallback too.
  useEffect(() => {
    if (!state.active || state.native) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setState({ active: false, native: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state]);

  return { ...state, toggle };
}
