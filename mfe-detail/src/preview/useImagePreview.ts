import { useCallback, useMemo, useState } from 'react';
import { startIndex, stepIndex, type ImagePreviewMode } from 'shared/format';
import { useOverlayHistory } from 'shared/ui';

export interface ImagePreviewState {
  opened: boolean;
  mode: ImagePreviewMode;
  index: number;
}

export interface ImagePreviewControls {
  state: ImagePreviewState;
  /** Opens single-image mode at a start index. */
  openAt: (index: number) => void;
  /** Opens show-all mode. */
  openAll: () => void;
  close: () => void;
  step: (step: -1 | 1) => void;
  showOne: (index: number) => void;
  showAll: () => void;
}

/** The state of the full-screen image preview for a list of `count` images. */
export function useImagePreview(count: number): ImagePreviewControls {
  const [state, setState] = useState<ImagePreviewState>({ opened: false, mode: 'single', index: 0 });

  const openAt = useCallback(
    (index: number) => setState({ opened: true, mode: 'single', index: startIndex(index, count) }),
    [count],
  );
  const openAll = useCallback(() => setState((s) => ({ ...s, opened: true, mode: 'all' })), []);
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
    () => ({ state, openAt, openAll, close, step, showOne, showAll }),
    [state, openAt, openAll, close, step, showOne, showAll],
  );
}
