import { useCallback, useEffect, useState, type RefObject } from 'react';

interface FullscreenState {
  active: boolean;
  /** True when the browser itself shows the element fullscreen (not the CSS fallback). */
  native: boolean;
}

const OFF: FullscreenState = { active: false, native: false };

/**
 * Fullscreen for one element. Where the browser has no Fullscreen API for elements (iPhone
 * Safari) or refuses it, `active` still turns on so the caller can cover the viewport with CSS.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): FullscreenState & { toggle: () => void } {
  const [state, setState] = useState<FullscreenState>(OFF);

  // Follow the browser: Escape or the system UI can leave fullscreen without us.
  useEffect(() => {
    const onChange = () => {
      const native = document.fullscreenElement !== null && document.fullscreenElement === target.current;
      setState((current) => {
        if (native) return { active: true, native: true };
        return current.native ? OFF : current;
      });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  // Escape leaves the CSS fallback too.
  useEffect(() => {
    if (!state.active || state.native) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setState(OFF);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (state.native) {
      document.exitFullscreen().catch(() => setState(OFF));
    } else if (state.active) {
      setState(OFF);
    } else if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => setState({ active: true, native: false }));
    } else {
      setState({ active: true, native: false });
    }
  }, [state, target]);

  return { ...state, toggle };
}
