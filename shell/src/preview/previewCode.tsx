import { EXPOSED } from 'shared/contracts';
import { OverlayFrame, deferComponent } from 'shared/ui';
import { preloadExposed } from '../federation/loadExposed';
import type { PreviewFrameProps } from './PreviewFrame';

/**
 * The dialog frame and `shared/ui-overlays`, loaded on the first sign of wanting a preview, not
 * with the page; its stand-in meanwhile is the dialog's OverlayFrame.
 */
export const previewFrame = deferComponent<PreviewFrameProps>(
  'preview dialog',
  () => import('./PreviewFrame').then((module) => module.PreviewFrame),
  ({ listingId }) => (listingId !== null ? <OverlayFrame variant="dialog" /> : null),
);

/**
 * The preview's code: the dialog, then the detail remote's preview. Loaded by a tap on a card,
 * or ahead of it (../speed/previewAhead.ts), whose style sheets then apply before the tap's frame.
 * A failed load only means the tap loads it again.
 */
export function runPreviewCode(): void {
  previewFrame.preload();
  preloadExposed(EXPOSED.detailPreview);
}
