import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { startIndex, stepIndex, type ImagePreviewMode } from 'shared/format';
import { useOverlayHistory } from 'shared/ui';

export interface ImagePreviewState {
  opened: boolean;
  mode: ImagePreviewMode;
  index: number;
}

export interface ImagePreviewControls {
  state: ImagePreviewState;
  /**
   * Opens single-image mode at a start index. `opener` is the control tapped (a tap on a phone
   * does not focus it); without one, the focused element. The focus goes back to it on close.
   */
  openAt: (index: number, opener?: HTMLElement) => void;
  /** Opens show-all mode; `opener` as for openAt. */
  openAll: (opener?: HTMLElement) => void;
  /** The control the preview was last opened from. */
  opener: RefObject<HTMLElement | null>;
  close: () => void;
  step: (step: -1 | 1) => void;
  showOne: (index: number) => void;
  showAll: () => void;
}

/** The control a preview is opened from: the one tapped, else the focused element. */
const openerOf = (tapped: HTMLElement | undefined): HTMLElement | null =>
  tapped ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/** The state of the full-screen image preview for a list of `count` images. */
export function useImagePreview(count: number): ImagePreviewControls {
  const [state, setState] = useState<ImagePreviewState>({ opened: false, mode: 'single', index: 0 });
  const opener = useRef<HTMLElement | null>(null);

  const openAt = useCallback(
    (index: number, from?: HTMLElement) => {
      opener.current = openerOf(from);
      setState({ opened: true, mode: 'single', index: startIndex(index, count) });
    },
    [count],
  );
  const openAll = useCallback((from?: HTMLElement) => {
    opener.current = openerOf(from);
    setState((s) => ({ ...s, opened: true, mode: 'all' }));
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  // Back closes the preview and leaves the visitor on the listing.
  useOverlayHistory(state.opened, close);
  const step = useCallback(
    (delta: -1 | 1) => setState((s) => ({ ...s, index: stepIndex(s.index, delta, count) })),
    [count],
  );
  const showOne = useCallback(
    (index: number) => setState((s) => ({ ...s, mode: 'single', index: startIndex(index, count) })),
    [count],
  );
  const showAll = useCallback(() => setState((s) => ({ ...s, mode: 'all' })), []);

  return useMemo(
    () => ({ state, openAt, openAll, opener, close, step, showOne, showAll }),
    [state, openAt, openAll, close, step, showOne, showAll],
  );
}
